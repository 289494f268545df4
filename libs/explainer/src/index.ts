export { staticExplanation } from './static-explanation.js';
export { formatWorkedStep, workedSolution } from './worked-solution.js';
export { workedSolutionWith } from './worked-solution-with.js';
export { workedStepsLoaders } from './worked-steps/loaders.js';
export type { WorkedStep, WorkedStepsBuilder } from './worked-steps/types.js';
export { computedInsights, computedInsightsWith } from './computed-insights.js';
export { insightsLoaders } from './insights/loaders.js';
export type { ComputedInsights, InsightContext, InsightsBuilder } from './insights/types.js';
export type { Fact } from './facts.js';
