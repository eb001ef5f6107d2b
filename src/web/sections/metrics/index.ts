import { defineSection } from '../section-definition';
import { Metrics } from './metrics';

export default defineSection('metrics', Metrics);
