import { defineSection } from '../section-definition';
import { LegalDetails } from './legal-details';

export default defineSection('legal-details', LegalDetails);
