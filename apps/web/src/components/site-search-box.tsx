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

/**
 * The site's search box. The page first shows a static box (`SearchBoxShell`, a GET form to the results page), so
 * the suggestions, keyboard handling and search wiring (about 4 KB of gzipped JavaScript) load only when the visitor
 * reaches for the box: a pointer over it, focus, a touch or Enter. What was typed meanwhile, the focus and a
 * submitted search carry over to the full box. If its code cannot load (offline), the static box stays and Enter
 * opens the results page.
 */
export function SiteSearchBox(props: SiteSearchBoxProps) {
  const [LiveBox, setLiveBox] = useState<ComponentType<LiveSiteSearchBoxProps>>();
  // One load, and the submit kept apart from it: a search submitted while the code loads reaches the full box as it
  // first shows, so that box starts empty, never holding the text of a search it has already sent.
  const [submitted, setSubmitted] = useState(false);
  const submitRequested = useRef(false);
  const shellInput = useRef<HTMLInputElement>(null);
  const loading = useRef(false);

  function activate(submit: boolean) {
    if (submit) {
      submitRequested.current = true;
      setSubmitted(true);
    }
    if (loading.current) return;
    loading.current = true;
    import('./site-search-box-live.js').then(
      // Not a transition: rendered and committed in one task, so no keystroke falls between reading the static
      // box's text (during the render) and the swap.
      ({ default: Box }) => setLiveBox(() => Box),
      () => {
        loading.current = false;
        if (submitRequested.current) shellInput.current?.form?.submit();
      },
    );
  }

  if (!LiveBox) return <SearchBoxShell {...props} action={paths.search.pattern} inputRef={shellInput} onActivate={activate} />;
  return <LiveBox {...props} shellInput={shellInput} submitted={submitted} />;
}
