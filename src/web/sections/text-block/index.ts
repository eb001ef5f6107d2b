import { defineSection } from '../section-definition';
import { TextBlock } from './text-block';

export default defineSection('text-block', TextBlock);
