import { useId, type FormEvent, type Ref } from 'react';
import { cn } from '../cn.js';

/** The box's input, shared by the search box and its static first form so that the swap moves nothing. */
export function searchInputClasses(size: 'md' | 'lg'): string {
  return cn(
    'w-full rounded-lg border border-slate-300 bg-white pr-10 pl-3 text-slate-900 placeholder:text-slate-500 focus:outline-2 focus:outline-offset-1 focus:outline-blue-700',
    size === 'lg' ? 'py-3 text-lg' : 'py-2 text-base',
  );
}

/** The suggestion list's popup: at most 8 suggestions, so it never scrolls (a scrolling list would need keyboard access of its own). */
export const SEARCH_POPUP_CLASSES = 'absolute right-0 left-0 z-20 mt-1 rounded-lg border border-slate-200 bg-white p-2 text-left shadow-lg';

export interface SearchBoxShellProps {
  /** Where a search goes when it is submitted before the search box has loaded, or without JavaScript (`?q=`). */
  readonly action: string;
  /** The first sign that the visitor is about to search: focus, a pointer over the box, a touch, a submit. */
  readonly onActivate: (submitted: boolean) => void;
  readonly inputRef?: Ref<HTMLInputElement>;
  readonly placeholder?: string;
  readonly label?: string;
  readonly className?: string;
  readonly size?: 'md' | 'lg';
}

/**
 * The search box as the page first shows it, before its behaviour has loaded: the same form, input and (empty,
 * hidden) suggestion list as `SearchBox`, in a few hundred bytes. Typing works at once; the page swaps in
 * `SearchBox` with what was typed as soon as the visitor shows interest. Without JavaScript it is a plain GET form
 * to the results page.
 */
export function SearchBoxShell({
  action, onActivate, inputRef, placeholder = 'Search for any calculator...', label = 'Search calculators', className, size = 'md',
}: SearchBoxShellProps) {
  const listId = `${useId()}-listbox`;
  const activate = () => onActivate(false);
  return (
    <div className={cn('relative w-full', className)} onPointerEnter={activate} onTouchStart={activate}>
      <form
        role="search"
        aria-label={label}
        action={action}
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          onActivate(true);
        }}
      >
        <input
          ref={inputRef}
          type="text"
          name="q"
          role="combobox"
          aria-label={label}
          aria-autocomplete="list"
          aria-expanded={false}
          aria-controls={listId}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          placeholder={placeholder}
          onFocus={activate}
          className={searchInputClasses(size)}
        />
      </form>
      <div className={cn(SEARCH_POPUP_CLASSES, 'hidden')}>
        <ul id={listId} role="listbox" aria-label="Suggestions" />
      </div>
    </div>
  );
}
