import { cn } from '../cn.js';

export interface InputFieldOption {
  readonly value: string;
  readonly label: string;
  /** The heading a long list groups the option under (length, mass...); options of one group come together. */
  readonly group?: string;
}

/** Options in runs of one group each, in order; options without a group form runs of their own. */
function optionGroups(options: readonly InputFieldOption[]): { group?: string; options: InputFieldOption[] }[] {
  const runs: { group?: string; options: InputFieldOption[] }[] = [];
  for (const option of options) {
    const last = runs.at(-1);
    if (last && last.group === option.group) last.options.push(option);
    else runs.push({ ...(option.group === undefined ? {} : { group: option.group }), options: [option] });
  }
  return runs;
}

export interface InputFieldProps {
  readonly id: string;
  readonly label: string;
  /** Exactly what the user typed; never rewritten by the field. */
  readonly value: string;
  readonly onChange: (value: string) => void;
  /**
   * The control: `select` and `unit` a select, `numberList` and `dateList` a text area, `time` and `date` the
   * browser's pickers, `datetime` its local date-and-time picker, `duration` and `text` a text box, `timezone` a text
   * box suggesting the names of `options`.
   */
  readonly kind?:
    | 'number' | 'select' | 'date' | 'text' | 'email' | 'time' | 'datetime' | 'duration' | 'numberList' | 'dateList' | 'unit'
    | 'timezone';
  readonly unit?: string;
  /** Shown before the box: a money field's currency symbol. */
  readonly prefix?: string;
  readonly placeholder?: string;
  readonly required?: boolean;
  readonly options?: readonly InputFieldOption[];
  readonly help?: string;
  /** Message shown under the field; marks it invalid for assistive technology. */
  readonly error?: string;
}

/** Classes of a text box or select, red-bordered when the field has an error. */
export function controlClasses(invalid: boolean): string {
  return cn(controlBase, invalid ? 'border-red-600' : 'border-slate-300');
}

const controlBase =
  'w-full rounded-lg border bg-white px-3 py-2 text-base text-slate-900 focus:outline-2 focus:outline-offset-1 focus:outline-blue-700';

/**
 * A labelled input: number (a text box with a decimal keypad, so nothing typed is lost), select, date, time, date and
 * time, duration, list of numbers (a text area), unit, text or email;
 * a red asterisk marks a required field; the unit sits beside the box; an error sits under it.
 */
export function InputField({
  id, label, value, onChange, kind = 'number', unit, prefix, placeholder, required = false, options = [], help, error,
}: InputFieldProps) {
  const describedBy = [error && `${id}-error`, help && `${id}-help`, prefix && `${id}-prefix`, unit && `${id}-unit`].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name: id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': required || undefined,
    className: controlClasses(Boolean(error)),
  } as const;

  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
        {required && <RequiredMark />}
      </label>
      <div className="mt-1 flex items-center gap-2">
        {prefix && (
          <span id={`${id}-prefix`} className="shrink-0 text-sm text-slate-600">
            {prefix}
          </span>
        )}
        {kind === 'select' || kind === 'unit' ? (
          <select {...common} value={value} onChange={(event) => onChange(event.target.value)}>
            {!required && <option value="">—</option>}
            {optionGroups(options).map((run) => {
              const items = run.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ));
              return run.group === undefined ? items : <optgroup key={run.group} label={run.group}>{items}</optgroup>;
            })}
          </select>
        ) : kind === 'numberList' || kind === 'dateList' ? (
          <textarea
            {...common}
            rows={4}
            spellCheck={false}
            placeholder={placeholder}
            value={value}
            onChange={(event) => onChange(event.target.value)}
          />
        ) : kind === 'timezone' ? (
          <>
            <input
              {...common}
              type="text"
              list={`${id}-options`}
              autoComplete="off"
              spellCheck={false}
              placeholder={placeholder}
              value={value}
              onChange={(event) => onChange(event.target.value)}
            />
            {/*
              Written once, by whoever renders first: the server's list of zones stays as it is when the page hydrates
              (the browser's own list may differ by a few names), and suggests names before scripts run.
            */}
            <datalist id={`${id}-options`} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: optionsHtml(options) }} />
          </>
        ) : (
          <input
            {...common}
            type={inputType(kind)}
            inputMode={kind === 'number' ? 'decimal' : undefined}
            autoComplete={kind === 'email' ? 'email' : kind === 'text' ? 'on' : 'off'}
            placeholder={placeholder}
            value={value}
            onChange={(event) => onChange(event.target.value)}
          />
        )}
        {unit && (
          <span id={`${id}-unit`} className="shrink-0 text-sm text-slate-600">
            {unit}
          </span>
        )}
      </div>
      <FieldNotes id={id} help={help} error={error} />
    </div>
  );
}

/**
 * The `type` of a single-line field. A number stays a text box (a decimal keypad, nothing typed lost); a duration too,
 * since no browser control takes "3:30:00"; times and dates use the browser's own pickers, which send `HH:MM`,
 * `YYYY-MM-DD` and `YYYY-MM-DDTHH:MM` whatever the visitor's locale shows.
 */
function inputType(kind: NonNullable<InputFieldProps['kind']>): string {
  if (kind === 'date' || kind === 'email' || kind === 'time') return kind;
  return kind === 'datetime' ? 'datetime-local' : 'text';
}

/** The `<option>` elements of a datalist, their values escaped. */
function optionsHtml(options: readonly InputFieldOption[]): string {
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return options.map((option) => `<option value="${escape(option.value)}"></option>`).join('');
}

/** The red asterisk after a required field's label (hidden from screen readers, which hear `aria-required`). */
export function RequiredMark() {
  return (
    <span className="ml-0.5 text-red-700" aria-hidden="true">
      *
    </span>
  );
}

/** A field's help text and error message, with the ids its controls point at through `aria-describedby`. */
export function FieldNotes({ id, help, error }: { id: string; help?: string; error?: string }) {
  return (
    <>
      {help && (
        <p id={`${id}-help`} className="mt-1 text-xs text-slate-600">
          {help}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </>
  );
}
