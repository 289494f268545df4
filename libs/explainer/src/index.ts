export { staticExplanation } from './static-explanation.js';
export { formatWorkedStep, workedSolution } from './worked-solution.js';
export type { WorkedStep } from './worked-steps/types.js';
