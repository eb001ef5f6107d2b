import { defineSection } from '../section-definition';
import { IndustryPicker } from './industry-picker';

export default defineSection('industry-picker', IndustryPicker);
