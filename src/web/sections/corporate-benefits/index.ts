import { defineSection } from '../section-definition';
import { CorporateBenefits } from './corporate-benefits';

export default defineSection('corporate-benefits', CorporateBenefits);
