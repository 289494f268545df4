import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Chart } from './chart.js';

describe('Chart', () => {
  it('states every point as text beside the drawing', () => {
    render(
      <Chart
        title="Principal and interest"
        config={{ type: 'pie', data: [{ name: 'Principal', value: 10000, role: 'principal' }, { name: 'Interest', value: 1115.75, role: 'interest' }], formatValue: (v) => `$${v.toFixed(2)}` }}
      />,
    );
    expect(screen.getByRole('figure', { name: 'Principal and interest' })).toBeTruthy();
    expect(screen.getByText('$1115.75')).toBeTruthy();
    expect(screen.getByText('Principal:')).toBeTruthy();
  });
});
