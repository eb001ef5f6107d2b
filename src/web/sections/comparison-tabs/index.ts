import { defineSection } from '../section-definition';
import { ComparisonTabs } from './comparison-tabs';

export default defineSection('comparison-tabs', ComparisonTabs);
