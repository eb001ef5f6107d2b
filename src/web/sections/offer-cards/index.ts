import { defineSection } from '../section-definition';
import { OfferCards } from './offer-cards';

export default defineSection('offer-cards', OfferCards);
