import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ResultPanel, resultCopyText, resultShareData } from './result-panel.js';

const props = {
  calculatorName: 'Loan Calculator',
  resultText: '$308.77',
  interpretation: 'This monthly payment is a manageable commitment.',
  details: [{ label: 'Total interest', value: '$1,115.75' }],
  disclaimer: 'Results are estimates.',
  shareUrl: 'https://calchub.example/calculator/loan?loanAmount=10000',
};

describe('ResultPanel', () => {
  it('shows the result, interpretation, details and disclaimer', () => {
    render(<ResultPanel {...props} badge={{ label: 'Normal weight', tone: 'green' }} />);
    expect(screen.getByRole('heading', { name: 'Your Result' })).toBeTruthy();
    expect(screen.getByTestId('result-value').textContent).toBe('$308.77');
    expect(screen.getByText('Normal weight')).toBeTruthy();
    expect(screen.getByText('Total interest').nextSibling?.textContent).toBe('$1,115.75');
    expect(screen.getByRole('note').textContent).toBe('Results are estimates.');
  });

  it('copies "{name} Result: {value unit}" and says "Copied!"', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    render(<ResultPanel {...props} />);
    await user.click(screen.getByRole('button', { name: 'Copy Result' }));
    expect(writeText).toHaveBeenCalledWith('Loan Calculator Result: $308.77');
    expect(await screen.findByRole('button', { name: 'Copied!' })).toBeTruthy();
  });

  it('builds the copy text and the share title, "Check out my…" text and address', () => {
    expect(resultCopyText('BMI Calculator', '24.22 kg/m²')).toBe('BMI Calculator Result: 24.22 kg/m²');
    expect(resultShareData('BMI Calculator', '24.22 kg/m²', 'u')).toEqual({
      title: 'BMI Calculator Result',
      text: 'Check out my BMI Calculator result: 24.22 kg/m²',
      url: 'u',
    });
  });
});
