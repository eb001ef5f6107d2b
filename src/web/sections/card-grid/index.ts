import { defineSection } from '../section-definition';
import { CardGrid } from './card-grid';

export default defineSection('card-grid', CardGrid);
