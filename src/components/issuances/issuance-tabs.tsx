import { useRef, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import type { IssuanceCategoryEntry } from '../../content/schemas/issuance';
import { cn } from '../../lib/cn';
import { IssuanceList } from './issuance-list';
import { categoryIndexFromSearch, nextTabIndex, searchWithCategory } from './tab-keys';

export interface IssuanceTabsProps {
  categories: IssuanceCategoryEntry[];
  /** Accessible name of the tab list. */
  label: string;
  emptyText: string;
}

const subscribeToHistory = (onChange: () => void) => {
  window.addEventListener('popstate', onChange);
  return () => window.removeEventListener('popstate', onChange);
};

/**
 * The issuance library as WAI-ARIA tabs; the selected tab is kept in the address (?category=id)
 * so it can be linked and survives reload. The page is prerendered as tabs, so nothing moves when
 * React hydrates; without JavaScript (`noscript:`, the scripting media feature) the tab list is
 * hidden and every category shows as a section with its heading, so all are readable.
 */
export function IssuanceTabs({ categories, label, emptyText }: IssuanceTabsProps) {
  const search = useSyncExternalStore(
    subscribeToHistory,
    () => window.location.search,
    () => '',
  );
  const ids = categories.map((category) => category.id);
  const active = categoryIndexFromSearch(search, ids);
  // replaceState fires no event: a counter re-renders so the new address is read.
  const [, setChanges] = useState(0);
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);

  const select = (index: number) => {
    const next = searchWithCategory(window.location.search, ids[index]!);
    // replaceState keeps the router's history entry; a tab change is not a new page.
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${next}`);
    setChanges((count) => count + 1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = nextTabIndex(event.key, active, categories.length);
    if (index === null) return;
    event.preventDefault();
    select(index);
    tabs.current[index]?.focus();
  };

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        className="flex flex-wrap gap-2 border-b border-slate-200 noscript:hidden"
      >
        {categories.map((category, index) => (
          <button
            key={category.id}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`tab-${category.id}`}
            aria-selected={index === active}
            aria-controls={`panel-${category.id}`}
            tabIndex={index === active ? 0 : -1}
            onClick={() => select(index)}
            onKeyDown={onKeyDown}
            className={cn(
              '-mb-px rounded-t-md border border-b-0 px-4 py-2 text-sm font-semibold',
              index === active
                ? 'border-slate-200 bg-white text-brand-900'
                : 'border-transparent text-brand-700 hover:bg-brand-50',
            )}
          >
            {category.name}
          </button>
        ))}
      </div>
      {categories.map((category, index) => (
        <div
          key={category.id}
          role="tabpanel"
          id={`panel-${category.id}`}
          aria-labelledby={`tab-${category.id}`}
          tabIndex={0}
          // A class, not the hidden attribute: the stylesheet's [hidden] rule could not be undone
          // for visitors without JavaScript.
          className={cn('pt-6 noscript:mt-4 noscript:block', index !== active && 'hidden')}
        >
          <h2 className="mb-4 sr-only text-2xl font-semibold text-brand-900 noscript:not-sr-only">
            {category.name}
          </h2>
          <IssuanceList items={category.items} emptyText={emptyText} />
        </div>
      ))}
    </div>
  );
}
