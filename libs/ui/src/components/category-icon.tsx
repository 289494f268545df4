import { cn } from '../cn.js';

/** Outline icons of the categories (24×24, stroke), drawn inline so they show without an emoji font. */
const icons: Record<string, string> = {
  finance: 'M12 3v18M16.5 7.5c0-1.7-2-3-4.5-3s-4.5 1.3-4.5 3 2 2.6 4.5 3 4.5 1.3 4.5 3-2 3-4.5 3-4.5-1.3-4.5-3',
  health: 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10zM8 11h2l1-2 2 4 1-2h2',
  education: 'M2 9l10-5 10 5-10 5L2 9zM6 11v5c0 1.5 2.7 3 6 3s6-1.5 6-3v-5M22 9v6',
  business: 'M3 20h18M6 16v-4M11 16V8M16 16v-6M4 9l5-4 4 3 7-5',
  math: 'M4 4h16v16H4zM7 9h4M9 7v4M13 9h4M7.5 14.5l3 3M10.5 14.5l-3 3M13 15h4M13 17h4',
  everyday: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3 2',
};

/** The icon of a category; a neutral grid for any other value. */
export function CategoryIcon({ category, className }: { category: string; className?: string }) {
  const path = icons[category] ?? 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z';
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={cn('h-8 w-8', className)}
    >
      <path d={path} />
    </svg>
  );
}
