import { defineSection } from '../section-definition';
import { PlanTable } from './plan-table';

export default defineSection('plan-table', PlanTable);
