import { defineSection } from '../section-definition';
import { ProductDemo } from './product-demo';

export default defineSection('product-demo', ProductDemo);
