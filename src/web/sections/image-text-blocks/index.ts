import { defineSection } from '../section-definition';
import { ImageTextBlocks } from './image-text-blocks';

export default defineSection('image-text-blocks', ImageTextBlocks);
