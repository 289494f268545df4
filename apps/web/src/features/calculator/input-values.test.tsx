import { calculatorPageLoaders, type UnitSystem } from '@calchub/catalogue';
import { act, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { evaluateForm, initialValues } from './calculator-form.js';
import { InputValues } from './input-values.js';
import type { CalculatorForm } from './use-calculator-form.js';

/** A calculator's definition and engine calculator, as its page loads them. */
async function loaded(slug: string) {
  const load = calculatorPageLoaders[slug];
  if (!load) throw new Error(`no ${slug} calculator`);
  return load();
}
const bmi = await loaded('bmi');
const concrete = await loaded('concrete');

/** A calculator's inputs (the BMI calculator's unless given) with the unit toggle's state of a page's form. */
function BmiInputs({ calculator = bmi }: { calculator?: typeof bmi }) {
  const { definition, calculator: info } = calculator;
  const [unitSystem, setUnitSystem] = useState<UnitSystem>('metric');
  const values = initialValues(info, definition);
  const form = {
    values,
    unitSystem,
    outcome: evaluateForm(info, definition, values, unitSystem),
    ignored: [],
    setValue: () => undefined,
    changeUnitSystem: setUnitSystem,
  } as unknown as CalculatorForm;
  return <InputValues definition={definition} info={info} form={form} />;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the unit toggle', () => {
  it('names the units of what the calculator converts', () => {
    document.body.innerHTML = renderToString(<BmiInputs />);
    expect(screen.getByRole('radio', { name: 'Metric (kg, cm)' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'US (lb, ft, in)' })).toBeTruthy();
    document.body.innerHTML = renderToString(<BmiInputs calculator={concrete} />);
    expect(screen.getByRole('radio', { name: 'Metric (m, cm)' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'US (ft, in)' })).toBeTruthy();
  });

  it('takes the units a tap chose on the server HTML before the page hydrated', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<BmiInputs />);
    document.body.append(container);
    // What the browser does for a tap on "US" before any script listens: the radio is checked, nothing else changes.
    (container.querySelector('input[name="units"][value="us"]') as HTMLInputElement).checked = true;
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <BmiInputs />, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    await waitFor(() => expect(document.getElementById('weight-unit')?.textContent).toBe('lb'));
    expect(await screen.findByLabelText('Height (feet)', {}, { timeout: 10_000 })).toBeTruthy();
    expect((container.querySelector('input[name="units"][value="us"]') as HTMLInputElement).checked).toBe(true);
  });

  it('stays as rendered when nothing was tapped', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<BmiInputs />);
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, <BmiInputs />);
    });
    expect(document.getElementById('weight-unit')?.textContent).toBe('kg');
    expect((container.querySelector('input[name="units"][value="metric"]') as HTMLInputElement).checked).toBe(true);
  });
});
