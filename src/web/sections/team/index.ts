import { defineSection } from '../section-definition';
import { Team } from './team';

export default defineSection('team', Team);
