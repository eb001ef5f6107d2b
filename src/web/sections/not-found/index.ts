import { defineSection } from '../section-definition';
import { NotFound } from './not-found';

export default defineSection('not-found', NotFound);
