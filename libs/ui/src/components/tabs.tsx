import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '../cn.js';

export interface TabItem {
  readonly id: string;
  readonly label: string;
  readonly content: ReactNode;
  /**
   * Keep the panel in the page, hidden, while another tab is selected, so that its content is in the server-rendered
   * HTML (a prerendered page that must carry it for crawlers and checks).
   */
  readonly keepMounted?: boolean;
}

export interface TabsProps {
  readonly label: string;
  readonly items: readonly TabItem[];
  readonly value: string;
  readonly onChange: (id: string) => void;
  readonly className?: string;
}

/**
 * Tabs after the WAI-ARIA Authoring Practices pattern: a tablist of tabs with roving focus (arrow keys, Home, End
 * move and select), each tab controlling its tabpanel. Only the selected panel is rendered, and those marked
 * `keepMounted`, hidden while not selected.
 */
export function Tabs({ label, items, value, onChange, className }: TabsProps) {
  const baseId = useId();
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  const selected = items.find((item) => item.id === value) ?? items[0];

  function select(index: number) {
    const item = items[(index + items.length) % items.length];
    if (!item) return;
    onChange(item.id);
    tabRefs.current.get(item.id)?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: items.length - 1 };
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
            <button
              key={item.id}
              ref={(element) => {
                if (element) tabRefs.current.set(item.id, element);
                else tabRefs.current.delete(item.id);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${item.id}`}
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel-${item.id}`}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onChange(item.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={cn(
                '-mb-px border-b-2 px-4 py-2 font-medium focus-visible:outline-2 focus-visible:outline-blue-700',
                isSelected ? 'border-blue-700 text-blue-800' : 'border-transparent text-slate-600 hover:text-slate-900',
              )}
            >
              {item.label}
            </button>
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
