import { SearchBox } from '@calchub/ui';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useSiteSearch } from '../hooks/use-site-search.js';
import type { SiteSearchBoxProps } from './site-search-box.js';

export interface LiveSiteSearchBoxProps extends SiteSearchBoxProps {
  /** The static box this one replaces: its text and focus carry over. */
  readonly shellInput: RefObject<HTMLInputElement | null>;
  /** The static box's form was submitted: search for its text at once. */
  readonly submitted: boolean;
}

/** The search box wired to the catalogue, recent searches and the missing-calculator log (its own chunk). */
export default function LiveSiteSearchBox({ submitTo, shellInput, submitted, ...props }: LiveSiteSearchBoxProps) {
  const site = useSiteSearch(submitTo);
  // Read during the render that replaces the static box, while its input is still on the page.
  const [start] = useState(() => {
    const input = shellInput.current;
    return { query: input?.value ?? '', focused: input !== null && input === document.activeElement };
  });
  const { onSubmit } = site;
  const sent = useRef(false);
  useEffect(() => {
    const query = start.query.trim();
    if (!submitted || !query || sent.current) return;
    sent.current = true;
    void onSubmit(query);
  }, [submitted, start, onSubmit]);
  return <SearchBox {...site} {...props} defaultQuery={submitted ? '' : start.query} autoFocus={start.focused && !submitted} />;
}
