/** The budgets of issue 10, checked by `npm run perf`. */
export const BUDGETS = {
  performanceHome: 90,
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  seoIndexable: 100,
  lcpMs: 1800,
  tbtMs: 100,
  cls: 0.02,
  jsKbHome: 130,
  jsKb: 110,
  cssKb: 20,
  buildSeconds: 60,
} as const;
