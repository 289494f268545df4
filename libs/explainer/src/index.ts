export { staticExplanation } from './static-explanation.js';
