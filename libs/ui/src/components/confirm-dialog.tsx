import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { Button, buttonClasses } from './button.js';

export interface ConfirmDialogProps {
  readonly open: boolean;
  readonly title: string;
  /** The question, read out with the title when the dialog opens. */
  readonly description: string;
  readonly confirmLabel: string;
  readonly cancelLabel?: string;
  /** `danger` for an action that destroys data. */
  readonly tone?: 'primary' | 'danger';
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal confirmation after the WAI-ARIA alert dialog pattern: it takes focus (on Cancel, the safe choice), keeps
 * Tab inside, closes with Escape as a cancel, and gives focus back to what had it when it closes.
 */
export function ConfirmDialog({
  open, title, description, confirmLabel, cancelLabel = 'Cancel', tone = 'primary', onConfirm, onCancel,
}: ConfirmDialogProps) {
  const id = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    cancel.current?.focus();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  if (!open) return null;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
      return;
    }
    if (event.key !== 'Tab' || !dialog.current) return;
    const focusable = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return createPortal(
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-slate-900/50 p-4">
      <div
        ref={dialog}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-description`}
        onKeyDown={onKeyDown}
        className="w-full max-w-md rounded-xl bg-white p-6 text-slate-900 shadow-xl"
      >
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {title}
        </h2>
        <p id={`${id}-description`} className="mt-2 text-slate-700">
          {description}
        </p>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <button ref={cancel} type="button" className={buttonClasses('secondary')} onClick={onCancel}>
            {cancelLabel}
          </button>
          <Button variant={tone} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
