import { defineSection } from '../section-definition';
import { PartnerShowcase } from './partner-showcase';

export default defineSection('partner-showcase', PartnerShowcase);
