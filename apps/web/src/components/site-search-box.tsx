import { SearchBox } from '@calchub/ui';
import { useSiteSearch } from '../hooks/use-site-search.js';

export interface SiteSearchBoxProps {
  readonly submitTo: 'first-match' | 'results-page';
  readonly placeholder?: string;
  readonly size?: 'md' | 'lg';
  readonly label?: string;
  readonly className?: string;
}

/** The search box wired to the catalogue, recent searches and the missing-calculator log. */
export function SiteSearchBox({ submitTo, ...props }: SiteSearchBoxProps) {
  const site = useSiteSearch(submitTo);
  return <SearchBox {...site} {...props} />;
}
