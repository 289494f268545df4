import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '../cn.js';
import { isPlainClick } from '../plain-click.js';

export interface TabItem<Id extends string = string> {
  readonly id: Id;
  readonly label: string;
  readonly content: ReactNode;
  /**
   * Keep the panel in the page, hidden, while another tab is selected, so that its content is in the server-rendered
   * HTML (a prerendered page that must carry it for crawlers and checks).
   */
  readonly keepMounted?: boolean;
  /**
   * The address that shows this tab. The tab is then a link to it: a tap before the page's scripts have run (or
   * without them) follows the link to a page rendered on that tab; once they run, a plain click selects it in place.
   */
  readonly href?: string;
}

export interface TabsProps<Id extends string = string> {
  readonly label: string;
  readonly items: readonly TabItem<Id>[];
  readonly value: Id;
  readonly onChange: (id: Id) => void;
  readonly className?: string;
}

/**
 * Tabs after the WAI-ARIA Authoring Practices pattern: a tablist of tabs with roving focus (arrow keys, Home, End
 * move and select; Space and Enter select), each tab controlling its tabpanel. Only the selected panel is rendered,
 * and those marked `keepMounted`, hidden while not selected. A tab with an `href` is a link to it (role tab): a plain
 * click selects it in place, a click asking for a new tab or window follows the link.
 */
export function Tabs<Id extends string>({ label, items, value, onChange, className }: TabsProps<Id>) {
  const baseId = useId();
  const tabRefs = useRef(new Map<string, HTMLAnchorElement>());
  const selected = items.find((item) => item.id === value) ?? items[0];

  function select(index: number) {
    const item = items[(index + items.length) % items.length];
    if (!item) return;
    onChange(item.id);
    tabRefs.current.get(item.id)?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLAnchorElement>, index: number) {
    // Enter and Space select the focused tab, as they would press a button.
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: items.length - 1, Enter: index, ' ': index };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  }

  return (
    <div className={className}>
      <div role="tablist" aria-label={label} className="flex gap-1 border-b border-slate-200 print:hidden">
        {items.map((item, index) => {
          const isSelected = item.id === selected?.id;
          return (
            // An `a` either way: one element to ship, and a link when the tab has an address.
            <a
              key={item.id}
              ref={(element) => {
                if (element) tabRefs.current.set(item.id, element);
                else tabRefs.current.delete(item.id);
              }}
              href={item.href}
              role="tab"
              id={`${baseId}-tab-${item.id}`}
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel-${item.id}`}
              tabIndex={isSelected ? 0 : -1}
              onClick={(event) => {
                if (!isPlainClick(event)) return;
                event.preventDefault();
                onChange(item.id);
              }}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={cn(
                '-mb-px cursor-pointer border-b-2 px-4 py-2 font-medium focus-visible:outline-2 focus-visible:outline-blue-700',
                isSelected ? 'border-blue-700 text-blue-800' : 'border-transparent text-slate-600 hover:text-slate-900',
              )}
            >
              {item.label}
            </a>
          );
        })}
      </div>
      {items.map((item) => {
        const isSelected = item.id === selected?.id;
        if (!isSelected && !item.keepMounted) return null;
        return (
          <div
            key={item.id}
            role="tabpanel"
            id={`${baseId}-panel-${item.id}`}
            aria-labelledby={`${baseId}-tab-${item.id}`}
            tabIndex={0}
            hidden={!isSelected}
            className="pt-6 focus-visible:outline-2 focus-visible:outline-blue-700"
          >
            {item.content}
          </div>
        );
      })}
    </div>
  );
}
