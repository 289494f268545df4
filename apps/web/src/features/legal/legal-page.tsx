import type { ReactNode } from 'react';
import { PageMeta } from '../../components/page-meta.js';

export interface LegalSection {
  readonly heading: string;
  readonly body: ReactNode;
}

/** A legal page: numbered sections and the date of the last update. */
export function LegalPage({ title, description, path, lastUpdated, sections }: { title: string; description: string; path: string; lastUpdated: string; sections: readonly LegalSection[] }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <PageMeta title={`${title} | CalcHub`} description={description} path={path} />
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="mt-2 text-sm text-slate-600">Last updated {lastUpdated}</p>
      <ol className="mt-8 space-y-8">
        {sections.map((section, index) => (
          <li key={section.heading}>
            <h2 className="text-xl font-semibold">
              {index + 1}. {section.heading}
            </h2>
            <div className="mt-2 space-y-3 text-slate-800">{section.body}</div>
          </li>
        ))}
      </ol>
    </article>
  );
}

export const LAST_UPDATED = 'August 25, 2025';
