import { calculatorDefinitions, computeExample, formatResult } from '@calchub/catalogue';
import { staticExplanation } from '@calchub/explainer';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aiSettings } from '../../testing/fake-admin-api.js';
import { toDraft } from './settings-fields.js';
import { SAMPLE_RESULT, VisitorPreview } from './visitor-preview.js';

describe('the visitor preview', () => {
  it('explains the loan example in the words and figures its calculator page shows', () => {
    const loan = calculatorDefinitions.find((definition) => definition.slug === 'loan');
    const example = loan?.examples[0];
    if (!loan || !example) throw new Error('the catalogue has no loan example');
    const shownOnTheSite = formatResult(loan, computeExample(loan, example));
    expect({ calculatorName: loan.title, shownResult: shownOnTheSite }).toEqual(SAMPLE_RESULT);

    render(<VisitorPreview draft={toDraft(aiSettings())} spendThisMonth={0} />);
    const view = screen.getByRole('group', { name: "Visitor's view" });
    expect(within(view).getByText(/^Your /).textContent).toBe(staticExplanation(loan.title, shownOnTheSite));
    expect(within(view).getByText(/^Your /).textContent).toBe('Your loan calculator result is $308.77. This represents the calculated value based on your inputs.');
  });
});
