import { defineSection } from '../section-definition';
import { LaunchCountdown } from './launch-countdown';

export default defineSection('launch-countdown', LaunchCountdown);
