import { describe, expect, it } from 'vitest';
import { staticExplanation } from './static-explanation.js';

describe('staticExplanation', () => {
  it('names the calculator in lower case and states the result', () => {
    expect(staticExplanation('BMI Calculator', '24.22')).toBe(
      'Your bmi calculator result is 24.22. This represents the calculated value based on your inputs.',
    );
  });
});
