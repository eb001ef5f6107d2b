import { defineSection } from '../section-definition';
import { OnboardingTimeline } from './onboarding-timeline';

export default defineSection('onboarding-timeline', OnboardingTimeline);
