import { defineSection } from '../section-definition';
import { PricingBlock } from './pricing-block';

export default defineSection('pricing-block', PricingBlock);
