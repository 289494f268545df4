import { controlClasses, FieldNotes, RequiredMark } from './input-field.js';

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
        {required && <RequiredMark />}
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
              className={controlClasses(Boolean(error))}
              value={part.value}
              onChange={(event) => part.onChange(event.target.value)}
            />
            <span aria-hidden="true" className="shrink-0 text-sm text-slate-600">
              {part.unit}
            </span>
          </div>
        ))}
      </div>
      <FieldNotes id={id} help={help} error={error} />
    </fieldset>
  );
}
