import { CURRENCIES, NUMBER_STYLES, type CurrencyCode, type NumberFormatChoice, type NumberLocale } from '@calchub/catalogue';
import { Button } from '@calchub/ui';
import { useEffect, useRef, type KeyboardEvent } from 'react';

interface NumberFormatPanelProps {
  readonly id: string;
  readonly format: NumberFormatChoice;
  readonly onChoose: (format: NumberFormatChoice) => void;
  /** Closes the panel, focus back on its button. */
  readonly onClose: () => void;
}

const currencyNames = new Intl.DisplayNames('en', { type: 'currency' });
const selectClasses =
  'mt-1 w-full rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-base text-slate-900 focus:outline-2 focus:outline-offset-1 focus:outline-blue-700';

/**
 * The choice of currency and number format, applied to the whole site as soon as it changes, with a sample
 * amount in the chosen format. Escape or Done closes it.
 */
export default function NumberFormatPanel({ id, format, onChoose, onClose }: NumberFormatPanelProps) {
  const first = useRef<HTMLSelectElement>(null);
  useEffect(() => first.current?.focus(), []);
  function closeOnEscape(event: KeyboardEvent) {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose();
  }
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      onKeyDown={closeOnEscape}
      className="absolute right-0 top-full z-40 mt-2 w-72 rounded-xl border border-slate-200 bg-white p-4 text-slate-900 shadow-lg"
    >
      <h2 id={`${id}-heading`} className="font-semibold">
        Currency and number format
      </h2>
      <label className="mt-3 block text-sm font-medium text-slate-800">
        Currency
        <select
          ref={first}
          className={selectClasses}
          value={format.currency}
          onChange={(event) => onChoose({ ...format, currency: event.target.value as CurrencyCode })}
        >
          {Object.entries(CURRENCIES).map(([code, symbol]) => (
            <option key={code} value={code}>
              {symbol} {code}, {currencyNames.of(code)}
            </option>
          ))}
        </select>
      </label>
      <label className="mt-3 block text-sm font-medium text-slate-800">
        Number format
        <select
          className={selectClasses}
          value={format.locale}
          onChange={(event) => onChoose({ ...format, locale: event.target.value as NumberLocale })}
        >
          {Object.entries(NUMBER_STYLES).map(([locale, style]) => (
            <option key={locale} value={locale}>
              {style.sample}
            </option>
          ))}
        </select>
      </label>
      <p className="mt-3 text-sm text-slate-700">
        Sample: <output className="font-medium text-slate-900">{new Intl.NumberFormat(format.locale, { style: 'currency', currency: format.currency }).format(1234567.89)}</output>
      </p>
      <p className="mt-2 text-xs text-slate-600">
        For this site in this browser. Addresses you share keep plain numbers and open in anyone’s format.
      </p>
      <Button size="sm" className="mt-3" onClick={onClose}>
        Done
      </Button>
    </section>
  );
}
