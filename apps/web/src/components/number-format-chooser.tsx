import { lazy, Suspense, useRef, useState } from 'react';
import { useNumberFormatSetting } from '../lib/number-format.js';

// The choices themselves load only when a visitor opens them (or points at the button): every page carries the button.
const loadPanel = () => import('./number-format-panel.js');
const NumberFormatPanel = lazy(loadPanel);

/**
 * The header's currency and number format button, a sample amount in the visitor's format ("$1,234.56",
 * "1.234,56 €"): it opens the choice of currency and number format for the whole site, remembered in this browser.
 */
export function NumberFormatChooser({ className }: { className?: string }) {
  const { format, choose } = useNumberFormatSetting();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  function close() {
    setOpen(false);
    button.current?.focus();
  }
  return (
    <div className={`relative shrink-0 ${className ?? ''}`}>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls="number-format-panel"
        onClick={() => setOpen(!open)}
        onFocus={() => void loadPanel()}
        onPointerEnter={() => void loadPanel()}
        className="rounded-lg border border-slate-300 px-2 py-1 text-sm text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-blue-700"
      >
        <span className="sr-only">Currency and number format: </span>
        {new Intl.NumberFormat(format.locale, { style: 'currency', currency: format.currency }).format(1234.56)}
      </button>
      {open && (
        <Suspense fallback={null}>
          <NumberFormatPanel id="number-format-panel" format={format} onChoose={choose} onClose={close} />
        </Suspense>
      )}
    </div>
  );
}
