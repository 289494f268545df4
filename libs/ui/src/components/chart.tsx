import { lazy, Suspense, useEffect, useState } from 'react';

export interface ChartPoint {
  /** The point's label ("Principal", "Year 3"). */
  readonly name: string;
  readonly value: number;
  /** What the point stands for (`principal`, `overweight`), which gives it its colour where the product has one. */
  readonly role?: string;
}

/** What a chart shows: its kind, its points, and how values read as text. */
export interface ChartConfig {
  readonly type: 'bar' | 'pie' | 'line' | 'area';
  readonly data: readonly ChartPoint[];
  readonly formatValue?: (value: number) => string;
}

const ChartGraphic = lazy(() => import('./chart-graphic.js'));

/**
 * A chart with a text equivalent. The text list (or, with `showValues` false, a table the caller shows) is there (for screen readers, and as the whole chart where
 * no JavaScript runs); the recharts drawing loads lazily after the page is interactive.
 */
export function Chart({ config, title, showValues = true }: { config: ChartConfig; title: string; showValues?: boolean }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const format = config.formatValue ?? ((value: number) => String(value));
  return (
    <figure className="m-0" aria-label={title}>
      <div className="h-64 w-full" aria-hidden="true" data-testid="chart-graphic">
        {mounted && (
          <Suspense fallback={null}>
            <ChartGraphic config={config} />
          </Suspense>
        )}
      </div>
      {showValues && (
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
        {config.data.map((point) => (
          <li key={point.name}>
            <span className="font-medium">{point.name}:</span> {format(point.value)}
          </li>
        ))}
      </ul>
      )}
    </figure>
  );
}
