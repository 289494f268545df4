import type { HTMLAttributes } from 'react';
import { cn } from '../cn.js';

/** Badge colours of the result panel (docs/product.md#badge-colours). */
const tones = {
  'red-pink': 'bg-rose-100 text-rose-800 ring-rose-300',
  green: 'bg-green-100 text-green-800 ring-green-300',
  blue: 'bg-blue-100 text-blue-800 ring-blue-300',
  'red-orange': 'bg-orange-100 text-orange-900 ring-orange-300',
  neutral: 'bg-slate-100 text-slate-800 ring-slate-300',
} as const;

export type BadgeTone = keyof typeof tones;

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  readonly tone?: BadgeTone;
}

/** A small label with a colour by meaning. */
export function Badge({ tone = 'blue', className, ...props }: BadgeProps) {
  return (
    <span
      className={cn('inline-flex items-center rounded-full px-3 py-1 text-sm font-medium ring-1 ring-inset', tones[tone], className)}
      {...props}
    />
  );
}
