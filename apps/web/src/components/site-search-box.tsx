import { SearchBoxShell } from '@calchub/ui';
import { useRef, useState, type ComponentType } from 'react';
import { paths } from '../config/paths.js';
import type { LiveSiteSearchBoxProps } from './site-search-box-live.js';

export interface SiteSearchBoxProps {
  readonly submitTo: 'first-match' | 'results-page';
  readonly placeholder?: string;
  readonly size?: 'md' | 'lg';
  readonly label?: string;
  readonly className?: string;
}

interface LiveBox {
  readonly Box: ComponentType<LiveSiteSearchBoxProps>;
  readonly submitted: boolean;
}

/**
 * The site's search box. The page first shows a static box (`SearchBoxShell`, a GET form to the results page), so
 * the suggestions, keyboard handling and search wiring (about 4 KB of gzipped JavaScript) load only when the visitor
 * reaches for the box: a pointer over it, focus, a touch or Enter. What was typed meanwhile, the focus and a
 * submitted search carry over to the full box. If its code cannot load (offline), the static box stays and Enter
 * opens the results page.
 */
export function SiteSearchBox(props: SiteSearchBoxProps) {
  const [live, setLive] = useState<LiveBox>();
  const shellInput = useRef<HTMLInputElement>(null);
  const loading = useRef(false);

  function activate(submitted: boolean) {
    if (live || (loading.current && !submitted)) return;
    loading.current = true;
    import('./site-search-box-live.js').then(
      // Not a transition: rendered and committed in one task, so no keystroke falls between reading the static
      // box's text (during the render) and the swap.
      ({ default: Box }) => setLive((current) => (current && !submitted ? current : { Box, submitted })),
      () => {
        loading.current = false;
        if (submitted) shellInput.current?.form?.submit();
      },
    );
  }

  if (!live) return <SearchBoxShell {...props} action={paths.search.pattern} inputRef={shellInput} onActivate={activate} />;
  return <live.Box {...props} shellInput={shellInput} submitted={live.submitted} />;
}
