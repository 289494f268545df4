export { staticExplanation } from './static-explanation.js';
export { formatWorkedStep, workedSolution } from './worked-solution.js';
export { workedSolutionWith } from './worked-solution-with.js';
export { workedStepsLoaders } from './worked-steps/loaders.js';
export type { WorkedStep, WorkedStepsBuilder } from './worked-steps/types.js';
