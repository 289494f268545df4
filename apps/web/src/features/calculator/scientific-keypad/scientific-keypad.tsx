import { formatQuantity, resultPrecision } from '@calchub/catalogue';
import { Button, cn } from '@calchub/ui';
import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { useNumberFormat } from '../../../lib/number-format.js';
import type { CalculatorWidgetProps } from '../calculator-widgets.js';
import { readHistory, storeHistory, withEntry, type HistoryEntry } from './calculation-history.js';
import { deleteBefore, insertAt, type EditedText, type Selection } from './expression-editing.js';

/** The inputs the keypad writes: the expression's field (its id is the input's name) and the angle unit. */
const EXPRESSION = 'expression';
const ANGLE_UNIT = 'angleUnit';
/** One character of an expression as typed: digits, letters of names, operators, parentheses, the point. */
const EXPRESSION_CHARACTER = /^[0-9a-zA-Z.+\-*/^()!×÷−π√]$/;
const RADIANS = '2';

/** A key that types text: what it shows, what a screen reader calls it, and what it types. */
interface TypingKey {
  readonly label: string;
  readonly name: string;
  readonly types: string;
}

const FUNCTION_KEYS: readonly TypingKey[] = [
  { label: 'sin', name: 'sine', types: 'sin(' },
  { label: 'cos', name: 'cosine', types: 'cos(' },
  { label: 'tan', name: 'tangent', types: 'tan(' },
  { label: 'π', name: 'pi', types: 'π' },
  { label: 'e', name: 'e, the base of natural logarithms', types: 'e' },
  { label: 'sin⁻¹', name: 'inverse sine', types: 'asin(' },
  { label: 'cos⁻¹', name: 'inverse cosine', types: 'acos(' },
  { label: 'tan⁻¹', name: 'inverse tangent', types: 'atan(' },
  { label: 'xʸ', name: 'power', types: '^' },
  { label: 'n!', name: 'factorial', types: '!' },
  { label: 'sinh', name: 'hyperbolic sine', types: 'sinh(' },
  { label: 'cosh', name: 'hyperbolic cosine', types: 'cosh(' },
  { label: 'tanh', name: 'hyperbolic tangent', types: 'tanh(' },
  { label: '√', name: 'square root', types: '√(' },
  { label: '∛', name: 'cube root', types: 'cbrt(' },
  { label: 'ln', name: 'natural logarithm', types: 'ln(' },
  { label: 'log', name: 'logarithm base 10', types: 'log(' },
  { label: 'log₂', name: 'logarithm base 2', types: 'log2(' },
  { label: 'eˣ', name: 'exponential', types: 'exp(' },
  { label: '|x|', name: 'absolute value', types: 'abs(' },
];

/** The number pad, row by row, after clear and backspace; equals comes last. */
const NUMBER_ROWS: readonly (readonly TypingKey[])[] = [
  [{ label: '(', name: 'open parenthesis', types: '(' }, { label: ')', name: 'close parenthesis', types: ')' }],
  [digit('7'), digit('8'), digit('9'), { label: '÷', name: 'divide', types: '÷' }],
  [digit('4'), digit('5'), digit('6'), { label: '×', name: 'multiply', types: '×' }],
  [digit('1'), digit('2'), digit('3'), { label: '−', name: 'minus', types: '−' }],
  [digit('0'), { label: '.', name: 'decimal point', types: '.' }, { label: '+', name: 'plus', types: '+' }],
];

function digit(text: string): TypingKey {
  return { label: text, name: text, types: text };
}

const KEY_CLASSES = 'min-h-11 px-2 py-2 text-base';

/**
 * The scientific calculator's keypad and history, under its expression field. The keys type where the cursor stands
 * in the field (the end, until the visitor places it); equals, or Enter in the field, keeps the result in the history,
 * which this browser remembers (the last 20, newest first) and which gives an expression back with one tap. The
 * result itself is the page's result panel, announced as it changes; an error is the field's own message.
 */
export default function ScientificKeypad({ definition, form }: CalculatorWidgetProps) {
  const format = useNumberFormat();
  const [history, setHistory] = useState<HistoryEntry[]>([]);
  const selection = useRef<Selection | undefined>(undefined);
  const cursorAfterEdit = useRef<number | undefined>(undefined);
  const expression = form.values[EXPRESSION] ?? '';
  const field = () => document.getElementById(EXPRESSION) as HTMLInputElement | null;

  useEffect(() => setHistory(readHistory()), []);

  const remember = () => {
    if (form.outcome.status !== 'result') {
      field()?.focus();
      return;
    }
    const entry = {
      expression: expression.trim(),
      angleUnit: form.values[ANGLE_UNIT] || '1',
      // As the result panel writes it (`formatResult`, which a keypad's result never needs for a duration).
      result: formatQuantity(form.outcome.result.value, form.outcome.result.unit, resultPrecision(definition), format),
    };
    setHistory((current) => {
      const next = withEntry(current, entry);
      storeHistory(next);
      return next;
    });
  };
  // The field's listeners read the latest form through this.
  const rememberLatest = useRef(remember);
  rememberLatest.current = remember;

  useEffect(() => {
    const input = field();
    if (!input) return undefined;
    const track = () => {
      selection.current = { start: input.selectionStart ?? input.value.length, end: input.selectionEnd ?? input.value.length };
    };
    const enter = (event: KeyboardEvent) => {
      if (event.key !== 'Enter') return;
      event.preventDefault();
      rememberLatest.current();
    };
    const events = ['select', 'keyup', 'click', 'input', 'focus'] as const;
    for (const type of events) input.addEventListener(type, track);
    input.addEventListener('keydown', enter);
    return () => {
      for (const type of events) input.removeEventListener(type, track);
      input.removeEventListener('keydown', enter);
    };
  }, []);

  // After a key's edit, the cursor stands after what it typed (React moves it to the end when it sets the value).
  useLayoutEffect(() => {
    const cursor = cursorAfterEdit.current;
    const input = field();
    if (cursor === undefined || !input) return;
    cursorAfterEdit.current = undefined;
    input.setSelectionRange(cursor, cursor);
  }, [expression]);

  const edit = ({ text, cursor }: EditedText) => {
    selection.current = { start: cursor, end: cursor };
    cursorAfterEdit.current = cursor;
    form.setValue(EXPRESSION, text);
  };

  const reuse = (entry: HistoryEntry) => {
    selection.current = undefined;
    form.setValue(EXPRESSION, entry.expression);
    form.setValue(ANGLE_UNIT, entry.angleUnit);
  };

  const clearHistory = () => {
    setHistory([]);
    storeHistory([]);
  };

  // Typing on the keyboard while a key has the focus (after a tap on one) goes on into the expression, as on a
  // calculator: characters of the expression's grammar at the cursor, Backspace, and = for equals. Space and Enter
  // still press the focused key.
  const typeOnKeypad = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    if (event.key === 'Backspace') edit(deleteBefore(expression, selection.current));
    else if (event.key === '=') remember();
    else if (EXPRESSION_CHARACTER.test(event.key)) edit(insertAt(expression, selection.current, event.key));
    else return;
    event.preventDefault();
  };

  const typingKey = (key: TypingKey, className?: string) => (
    <Button
      key={key.name}
      variant="secondary"
      className={cn(KEY_CLASSES, className)}
      aria-label={key.label === key.name ? undefined : key.name}
      onClick={() => edit(insertAt(expression, selection.current, key.types))}
    >
      {key.label}
    </Button>
  );

  return (
    <div className="mt-4 grid gap-4">
      <div role="group" aria-label="Keypad" className="grid gap-2" onKeyDown={typeOnKeypad}>
        <div className="grid grid-cols-5 gap-1.5">{FUNCTION_KEYS.map((key) => typingKey(key, 'text-sm'))}</div>
        <div className="grid grid-cols-4 gap-1.5">
          <Button variant="ghost" className={KEY_CLASSES} aria-label="clear" onClick={() => edit({ text: '', cursor: 0 })}>
            C
          </Button>
          <Button variant="ghost" className={KEY_CLASSES} aria-label="backspace" onClick={() => edit(deleteBefore(expression, selection.current))}>
            ⌫
          </Button>
          {NUMBER_ROWS.flat().map((key) => typingKey(key))}
          <Button className={KEY_CLASSES} aria-label="equals" onClick={remember}>
            =
          </Button>
        </div>
      </div>
      <section aria-labelledby="calculation-history-heading">
        <div className="flex items-center justify-between gap-2">
          <h3 id="calculation-history-heading" className="text-base font-semibold">
            History
          </h3>
          {history.length > 0 && (
            <Button variant="ghost" size="sm" onClick={clearHistory}>
              Clear history
            </Button>
          )}
        </div>
        {history.length === 0 ? (
          <p className="mt-1 text-sm text-slate-600">Press = or Enter to keep a result here.</p>
        ) : (
          <ol aria-labelledby="calculation-history-heading" className="mt-2 grid gap-1">
            {history.map((entry) => (
              <li key={`${entry.angleUnit} ${entry.expression}`}>
                <button
                  type="button"
                  className="w-full rounded-md px-2 py-1.5 text-left text-sm hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-700"
                  onClick={() => reuse(entry)}
                >
                  <span className="break-all">{entry.expression}</span> = <strong>{entry.result}</strong>
                  {entry.angleUnit === RADIANS && <span className="text-slate-600"> (radians)</span>}
                </button>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
