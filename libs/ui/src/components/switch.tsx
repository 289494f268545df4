import type { ButtonHTMLAttributes } from 'react';
import { cn } from '../cn.js';

export interface SwitchProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onChange' | 'role' | 'type' | 'children'> {
  readonly checked: boolean;
  readonly onCheckedChange: (checked: boolean) => void;
  /** Visible text beside the track for each state ("Active" / "Disabled"); the state itself is `aria-checked`. */
  readonly onText?: string;
  readonly offText?: string;
}

/**
 * An on/off switch after the WAI-ARIA switch pattern: a button with `role="switch"` and `aria-checked`, toggled by
 * click, Space or Enter. Name it with `aria-label` or `aria-labelledby` (what it switches, not its state).
 */
export function Switch({ checked, onCheckedChange, onText, offText, className, onClick, ...props }: SwitchProps) {
  const stateText = checked ? onText : offText;
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) onCheckedChange(!checked);
      }}
      className={cn(
        'inline-flex items-center gap-2 rounded-full text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2',
        'focus-visible:outline-blue-700 disabled:cursor-not-allowed disabled:opacity-60',
        className,
      )}
      {...props}
    >
      <span
        aria-hidden="true"
        className={cn('relative inline-block h-6 w-11 shrink-0 rounded-full transition-colors', checked ? 'bg-green-700' : 'bg-slate-500')}
      >
        <span
          className={cn(
            'absolute top-0.5 left-0.5 h-5 w-5 rounded-full bg-white shadow transition-transform',
            checked && 'translate-x-5',
          )}
        />
      </span>
      {stateText && (
        <span aria-hidden="true" className={checked ? 'text-green-800' : 'text-slate-700'}>
          {stateText}
        </span>
      )}
    </button>
  );
}
