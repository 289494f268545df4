import { useEffect, useRef, useState } from 'react';
import { Button, type ButtonProps } from './button.js';

/** How long "Copied!" shows after a copy: 2 seconds, long enough to read, short enough to copy again. */
export const COPIED_FEEDBACK_MS = 2000;

/**
 * Copies text to the clipboard. Returns false where the clipboard is unavailable or refused.
 * @example
 * await copyText('BMI Calculator Result: 24.22 kg/m²'); // true
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (typeof navigator === 'undefined' || !navigator.clipboard) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** Whether "Copied!" shows, set by `markCopied` and cleared after two seconds. */
export function useCopiedFeedback() {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  function markCopied() {
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS);
  }
  return { copied, markCopied };
}

export interface CopyButtonProps extends Omit<ButtonProps, 'onClick'> {
  readonly text: string;
  readonly label: string;
  readonly onFailure?: () => void;
}

/** A button that copies `text` and says "Copied!" for two seconds. */
export function CopyButton({ text, label, onFailure, ...props }: CopyButtonProps) {
  const { copied, markCopied } = useCopiedFeedback();
  return (
    <Button
      {...props}
      onClick={async () => {
        if (await copyText(text)) markCopied();
        else onFailure?.();
      }}
    >
      <span aria-live="polite">{copied ? 'Copied!' : label}</span>
    </Button>
  );
}
