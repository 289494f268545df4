import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { cn } from '../cn.js';
import { SEARCH_POPUP_CLASSES, searchInputClasses } from './search-box-shell.js';

/** One calculator the box can suggest. */
export interface SearchBoxSuggestion {
  readonly slug: string;
  readonly name: string;
  readonly path: string;
  readonly description: string;
  readonly category: string;
}

export interface SearchBoxProps {
  /** Ranked matches for a query (empty below 2 characters). */
  readonly search: (query: string) => readonly SearchBoxSuggestion[];
  /** Shown while the box is empty (BMI, Mortgage, GPA, Loan on the site). */
  readonly popular: readonly SearchBoxSuggestion[];
  /** Called each time the box takes focus: the page may start loading what the list shows (popular, the index). */
  readonly onFocus?: () => void;
  /** Newest first. */
  readonly recentSearches?: readonly string[];
  /** Opens a calculator. */
  readonly onNavigate: (path: string) => void;
  /** Enter with no highlighted option: the page decides (first match, or a results page). */
  readonly onSubmit: (query: string, matches: readonly SearchBoxSuggestion[]) => void;
  readonly placeholder?: string;
  /** Accessible name of the box. */
  readonly label?: string;
  readonly className?: string;
  readonly size?: 'md' | 'lg';
  /** Text already in the box when it appears (typed into the page's first, static box). */
  readonly defaultQuery?: string;
  /** Takes focus when it appears, the caret after `defaultQuery` (it replaces a box that had focus). */
  readonly autoFocus?: boolean;
}

type Option =
  | { readonly kind: 'calculator'; readonly id: string; readonly suggestion: SearchBoxSuggestion }
  | { readonly kind: 'recent'; readonly id: string; readonly query: string };

const MIN_CHARS = 2;
const NO_RECENT_SEARCHES: readonly string[] = [];

/**
 * The calculator search box, built to the WAI-ARIA combobox pattern (an input with a listbox popup):
 * arrows move the highlight, Enter picks it (or submits), Escape closes, a clear button empties the box, and a
 * click outside closes the list. The list opens at 2 characters, or on focus when there are recent searches.
 */
export function SearchBox({
  search, popular, onFocus, recentSearches = NO_RECENT_SEARCHES, onNavigate, onSubmit, placeholder = 'Search for any calculator...',
  label = 'Search calculators', className, size = 'md', defaultQuery = '', autoFocus = false,
}: SearchBoxProps) {
  const id = useId();
  const listId = `${id}-listbox`;
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState(defaultQuery);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  const trimmed = query.trim();
  const matches = useMemo(() => (trimmed.length >= MIN_CHARS ? search(trimmed) : []), [search, trimmed]);
  const showResults = trimmed.length >= MIN_CHARS;

  const options: Option[] = useMemo(() => {
    if (showResults) return matches.map((suggestion) => ({ kind: 'calculator', id: `${id}-opt-${suggestion.slug}`, suggestion }));
    return [
      ...recentSearches.map((recent, index) => ({ kind: 'recent' as const, id: `${id}-recent-${index}`, query: recent })),
      ...popular.map((suggestion) => ({ kind: 'calculator' as const, id: `${id}-popular-${suggestion.slug}`, suggestion })),
    ];
  }, [showResults, matches, recentSearches, popular, id]);

  // In the commit that shows the box: no keystroke can fall between the box it replaces and this one.
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!autoFocus || !input) return;
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
  }, [autoFocus]);

  // The highlight resets whenever the list of matches changes.
  useEffect(() => setActive(-1), [options]);

  useEffect(() => {
    if (!open) return;
    function onPointerDown(event: PointerEvent) {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    }
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const expanded = open && (showResults || recentSearches.length > 0 || (trimmed === '' && popular.length > 0));

  function pick(option: Option) {
    if (option.kind === 'recent') {
      setQuery(option.query);
      setOpen(true);
      inputRef.current?.focus();
      return;
    }
    setOpen(false);
    setQuery('');
    onNavigate(option.suggestion.path);
  }

  function submit(event?: FormEvent) {
    event?.preventDefault();
    const chosen = active >= 0 ? options[active] : undefined;
    if (expanded && chosen) {
      pick(chosen);
      return;
    }
    if (!trimmed) return;
    setOpen(false);
    // The box empties once the search leaves for its page, as when an option is picked.
    setQuery('');
    onSubmit(trimmed, matches);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!expanded) {
        setOpen(true);
        return;
      }
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => {
        const next = current + step;
        if (next >= options.length) return -1;
        return next < -1 ? options.length - 1 : next;
      });
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        setOpen(false);
      } else if (query) {
        setQuery('');
      }
    }
  }

  // -1 means "no highlight"; arrows cycle through the options and back to the box.
  const activeOption = active >= 0 && active < options.length ? options[active] : undefined;
  const recentOptions = options.filter((option) => option.kind === 'recent');
  const calculatorOptions = options.filter((option): option is Extract<Option, { kind: 'calculator' }> => option.kind === 'calculator');

  function renderOption(option: Option) {
    const selected = option.id === activeOption?.id;
    return (
      <li
        key={option.id}
        id={option.id}
        role="option"
        aria-selected={selected}
        onPointerDown={(event) => event.preventDefault()}
        onClick={() => pick(option)}
        className={cn('cursor-pointer rounded-md px-3 py-2', selected ? 'bg-blue-50 ring-1 ring-blue-300' : 'hover:bg-slate-50')}
      >
        {option.kind === 'recent' ? (
          <span className="text-slate-800">{option.query}</span>
        ) : (
          <>
            <span className="flex items-center justify-between gap-2">
              <span className="font-medium text-slate-900">{option.suggestion.name}</span>
              <span className="text-xs text-slate-600">{option.suggestion.category}</span>
            </span>
            <span className="block text-sm text-slate-600">{option.suggestion.description}</span>
          </>
        )}
      </li>
    );
  }

  return (
    <div ref={rootRef} className={cn('relative w-full', className)}>
      <form role="search" onSubmit={submit} aria-label={label}>
        <input
          ref={inputRef}
          type="text"
          role="combobox"
          aria-label={label}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && activeOption ? activeOption.id : undefined}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          placeholder={placeholder}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setOpen(true);
          }}
          onFocus={() => {
            setOpen(true);
            onFocus?.();
          }}
          // A click on the box when it already has focus (after Enter or Escape) opens the list again.
          onClick={() => setOpen(true)}
          onKeyDown={onKeyDown}
          className={searchInputClasses(size)}
        />
        {query && (
          <button
            type="button"
            aria-label="Clear search"
            onClick={() => {
              setQuery('');
              inputRef.current?.focus();
            }}
            className="absolute top-1/2 right-2 -translate-y-1/2 rounded px-2 py-1 text-xl leading-none text-slate-500 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-blue-700"
          >
            ×
          </button>
        )}
      </form>
      <div className={cn(SEARCH_POPUP_CLASSES, !expanded && 'hidden')}>
        <ul id={listId} role="listbox" aria-label="Suggestions">
          {showResults && calculatorOptions.length > 0 && (
            <li role="presentation" className="px-3 pt-1 pb-1 text-xs font-semibold text-slate-600 uppercase">
              Search Results
            </li>
          )}
          {!showResults && recentOptions.length > 0 && (
            <li role="presentation" className="px-3 pt-1 pb-1 text-xs font-semibold text-slate-600 uppercase">
              Recent Searches
            </li>
          )}
          {recentOptions.map(renderOption)}
          {!showResults && calculatorOptions.length > 0 && (
            <li role="presentation" className="px-3 pt-2 pb-1 text-xs font-semibold text-slate-600 uppercase">
              Popular Calculators
            </li>
          )}
          {calculatorOptions.map(renderOption)}
        </ul>
        {showResults && matches.length === 0 && (
          <div className="px-3 py-2" role="status">
            <p className="font-medium text-slate-900">No calculators found for &quot;{trimmed}&quot;</p>
            <p className="text-sm text-slate-600">Try a different search term or browse our categories</p>
          </div>
        )}
      </div>
    </div>
  );
}
