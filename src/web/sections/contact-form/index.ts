import { defineSection } from '../section-definition';
import { ContactFormSection } from './contact-form-section';

export default defineSection('contact-form', ContactFormSection);
