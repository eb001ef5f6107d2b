import { defineSection } from '../section-definition';
import { ContactCta } from './contact-cta';

export default defineSection('contact-cta', ContactCta);
