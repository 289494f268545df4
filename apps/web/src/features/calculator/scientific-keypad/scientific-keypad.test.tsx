import { tryCalculateWith } from '@calchub/calc-engine';
import { calculatorPageLoaders, formatResult } from '@calchub/catalogue';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { evaluateForm, initialValues, type FormValues } from '../calculator-form.js';
import { InputValues } from '../input-values.js';
import { loadResultSide } from '../result-chunk.js';
import type { CalculatorForm } from '../use-calculator-form.js';
import { HISTORY_STORAGE_KEY } from './calculation-history.js';
import ScientificKeypad from './scientific-keypad.js';

const loadScientific = calculatorPageLoaders['scientific'];
if (!loadScientific) throw new Error('no scientific calculator');
const { definition, calculator: info, loadCode } = await loadScientific();
const code = { ...(await loadCode()), calculate: tryCalculateWith };
// The fields load the result's chunk as they take focus: loaded first, it is not still loading when the tests end.
await loadResultSide();

/** The scientific calculator's fields and keypad over one form, with the result as the result panel shows it. */
function ScientificForm() {
  const [values, setValues] = useState<FormValues>(() => initialValues(info, definition));
  const outcome = evaluateForm(info, definition, values, 'metric', undefined, code);
  const form = {
    values,
    unitSystem: 'metric',
    outcome,
    ignored: [],
    ready: true,
    setValue: (name: string, value: string) => setValues((current) => ({ ...current, [name]: value })),
    changeUnitSystem: () => undefined,
  } as unknown as CalculatorForm;
  return (
    <>
      <InputValues definition={definition} info={info} form={form} />
      <ScientificKeypad definition={definition} info={info} form={form} />
      <output data-testid="result">{outcome.status === 'result' ? formatResult(definition, outcome.result) : ''}</output>
    </>
  );
}

const field = () => screen.getByRole('textbox', { name: /Expression/ }) as HTMLInputElement;
/** Presses keypad keys by their accessible names (a name given by `aria-label`, else the key's text). */
const press = (...names: string[]) => {
  const keys = [...screen.getByRole('group', { name: 'Keypad' }).querySelectorAll('button')];
  for (const name of names) {
    const key = keys.find((button) => (button.getAttribute('aria-label') ?? button.textContent) === name);
    if (!key) throw new Error(`no key named ${name}`);
    fireEvent.click(key);
  }
};
const shown = () => screen.getByTestId('result').textContent;
const historyItems = () => within(screen.getByRole('list', { name: 'History' })).getAllByRole('listitem').map((item) => item.textContent);

afterEach(() => {
  localStorage.clear();
});

describe('the scientific keypad', () => {
  it('names every key for screen readers', () => {
    render(<ScientificForm />);
    for (const name of ['sine', 'inverse cosine', 'square root', 'cube root', 'natural logarithm', 'logarithm base 10', 'pi', 'factorial', 'power', 'open parenthesis', 'divide', 'multiply', 'minus', 'plus', 'decimal point', 'clear', 'backspace', 'equals', '7']) {
      expect(screen.getByRole('button', { name }), name).toBeTruthy();
    }
  });

  it('types into the field, and the result follows', () => {
    render(<ScientificForm />);
    expect(field().value).toBe('');
    press('9', 'clear', '7', 'multiply', 'sine', '3', '0', 'close parenthesis');
    expect(field().value).toBe('7×sin(30)');
    expect(shown()).toBe('3.5');
    press('backspace', 'backspace', 'backspace', 'backspace');
    expect(field().value).toBe('7×');
    press('square root', '1', '6', 'close parenthesis', 'plus', 'pi', 'minus', 'pi', 'power', '2', 'factorial');
    expect(field().value).toBe('7×√(16)+π−π^2!');
  });

  it('types where the visitor placed the cursor, over what is selected', () => {
    render(<ScientificForm />);
    press('clear', '2', 'plus', '3');
    act(() => {
      field().setSelectionRange(1, 1);
      fireEvent.select(field());
    });
    press('0');
    expect(field().value).toBe('20+3');
    expect(field().selectionStart).toBe(2);
    press('multiply');
    expect(field().value).toBe('20×+3');
    act(() => {
      field().setSelectionRange(0, 5);
      fireEvent.select(field());
    });
    press('9');
    expect(field().value).toBe('9');
  });

  it('keeps typing from the keyboard: the field is the expression', () => {
    render(<ScientificForm />);
    fireEvent.change(field(), { target: { value: '0.1+0.2' } });
    expect(shown()).toBe('0.3');
  });

  it('goes on typing from the keyboard after a tap on a key: characters at the cursor, Backspace, and = to keep it', () => {
    render(<ScientificForm />);
    press('clear', 'sine');
    const key = screen.getByRole('button', { name: 'sine' });
    for (const typed of ['3', '0', ')', '*', '2', 'x', 'Backspace']) fireEvent.keyDown(key, { key: typed });
    expect(field().value).toBe('sin(30)*2');
    expect(shown()).toBe('1');
    // Space and Enter still press the focused key; a shortcut is left to the browser.
    expect(fireEvent.keyDown(key, { key: ' ' })).toBe(true);
    expect(fireEvent.keyDown(key, { key: 'c', ctrlKey: true })).toBe(true);
    fireEvent.keyDown(key, { key: '=' });
    expect(screen.getByRole('listitem').textContent).toBe('sin(30)*2 = 1');
  });

  it('shows an error in words under the field, and keeps nothing for it', () => {
    render(<ScientificForm />);
    fireEvent.change(field(), { target: { value: 'sin 30' } });
    expect(screen.getByText("'sin' needs parentheses, like sin(2)")).toBeTruthy();
    expect(field().getAttribute('aria-invalid')).toBe('true');
    press('equals');
    expect(screen.queryByRole('list', { name: 'History' })).toBeNull();
    fireEvent.change(field(), { target: { value: '1/0' } });
    expect(screen.getByText('Division by zero')).toBeTruthy();
  });
});

describe('the history', () => {
  it('keeps each result on equals or Enter, newest first, in this browser', () => {
    render(<ScientificForm />);
    expect(screen.getByText('Press = or Enter to keep a result here.')).toBeTruthy();
    press('equals');
    expect(screen.queryByRole('list', { name: 'History' })).toBeNull();
    fireEvent.change(field(), { target: { value: '2(3+4)^2' } });
    press('equals');
    fireEvent.change(field(), { target: { value: 'sin(30)' } });
    fireEvent.keyDown(field(), { key: 'Enter' });
    expect(historyItems()).toEqual(['sin(30) = 0.5', '2(3+4)^2 = 98']);
    expect(JSON.parse(localStorage.getItem(HISTORY_STORAGE_KEY) ?? '[]')).toEqual([
      { expression: 'sin(30)', angleUnit: '1', result: '0.5' },
      { expression: '2(3+4)^2', angleUnit: '1', result: '98' },
    ]);
  });

  it('gives an entry back with one tap, in its angle unit', () => {
    localStorage.setItem(HISTORY_STORAGE_KEY, JSON.stringify([{ expression: 'asin(-0.5)', angleUnit: '2', result: '-0.523598775598' }]));
    render(<ScientificForm />);
    expect(historyItems()).toEqual(['asin(-0.5) = -0.523598775598 (radians)']);
    fireEvent.click(screen.getByRole('button', { name: /asin\(-0\.5\)/ }));
    expect(field().value).toBe('asin(-0.5)');
    expect((screen.getByRole('combobox', { name: /Angle Unit/ }) as HTMLSelectElement).value).toBe('2');
    expect(shown()).toBe('-0.523598775598');
  });

  it('keeps the last 20, and clears them all on request', () => {
    const kept = Array.from({ length: 20 }, (_, n) => ({ expression: `${20 - n}*2`, angleUnit: '1', result: String(2 * (20 - n)) }));
    localStorage.setItem(HISTORY_STORAGE_KEY, JSON.stringify(kept));
    render(<ScientificForm />);
    for (const expression of ['21*2', '22*2']) {
      fireEvent.change(field(), { target: { value: expression } });
      press('equals');
    }
    expect(historyItems()).toHaveLength(20);
    expect([historyItems()[0], historyItems().at(-1)]).toEqual(['22*2 = 44', '3*2 = 6']);
    fireEvent.click(screen.getByRole('button', { name: 'Clear history' }));
    expect(screen.queryByRole('list', { name: 'History' })).toBeNull();
    expect(localStorage.getItem(HISTORY_STORAGE_KEY)).toBeNull();
  });
});
