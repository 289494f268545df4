import { cn } from '../cn.js';

export interface FeetInchesFieldProps {
  /** Base id; the boxes get `{id}Feet` and `{id}Inches`. */
  readonly id: string;
  readonly label: string;
  /** Exactly what the user typed in each box; never rewritten by the field. */
  readonly feet: string;
  readonly inches: string;
  readonly onFeetChange: (value: string) => void;
  readonly onInchesChange: (value: string) => void;
  readonly required?: boolean;
  readonly help?: string;
  /** Message shown under both boxes; marks them invalid for assistive technology. */
  readonly error?: string;
}

const boxClasses =
  'w-full rounded-lg border bg-white px-3 py-2 text-base text-slate-900 focus:outline-2 focus:outline-offset-1 focus:outline-blue-700';

/**
 * A height as people in the US give it: a group of two boxes, feet and inches, under one legend, with one error
 * message for the pair.
 */
export function FeetInchesField({
  id, label, feet, inches, onFeetChange, onInchesChange, required = false, help, error,
}: FeetInchesFieldProps) {
  const describedBy = [error && `${id}-error`, help && `${id}-help`].filter(Boolean).join(' ') || undefined;
  const parts = [
    { key: 'Feet', unit: 'ft', value: feet, onChange: onFeetChange },
    { key: 'Inches', unit: 'in', value: inches, onChange: onInchesChange },
  ] as const;
  return (
    <fieldset>
      <legend className="block text-sm font-medium text-slate-800">
        {label}
        {required && (
          <span className="ml-0.5 text-red-700" aria-hidden="true">
            *
          </span>
        )}
      </legend>
      <div className="mt-1 grid grid-cols-2 gap-3">
        {parts.map((part) => (
          <div key={part.key} className="flex items-center gap-2">
            <input
              id={`${id}${part.key}`}
              name={`${id}${part.key}`}
              type="text"
              inputMode="decimal"
              autoComplete="off"
              aria-label={`${label} (${part.key.toLowerCase()})`}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy}
              aria-required={(required && part.key === 'Feet') || undefined}
              className={cn(boxClasses, error ? 'border-red-600' : 'border-slate-300')}
              value={part.value}
              onChange={(event) => part.onChange(event.target.value)}
            />
            <span aria-hidden="true" className="shrink-0 text-sm text-slate-600">
              {part.unit}
            </span>
          </div>
        ))}
      </div>
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
    </fieldset>
  );
}
