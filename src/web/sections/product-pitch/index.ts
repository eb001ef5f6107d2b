import { defineSection } from '../section-definition';
import { ProductPitch } from './product-pitch';

export default defineSection('product-pitch', ProductPitch);
