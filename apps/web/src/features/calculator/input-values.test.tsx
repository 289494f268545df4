import { calculatorPageLoaders } from '@calchub/catalogue';
import { act, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { evaluateForm, initialValues, type UnitSystem } from './calculator-form.js';
import { InputValues } from './input-values.js';
import type { CalculatorForm } from './use-calculator-form.js';

const loadBmi = calculatorPageLoaders['bmi'];
if (!loadBmi) throw new Error('no BMI calculator');
const { definition, calculator: info } = await loadBmi();

/** The BMI calculator's inputs with the unit toggle's state of a page's form; nothing else of the form is used. */
function BmiInputs() {
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
