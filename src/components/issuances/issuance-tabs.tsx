import { useRef, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import type { IssuanceCategoryEntry } from '../../content/schemas/issuance';
import { cn } from '../../lib/cn';
import { useHydrated } from '../../lib/use-hydrated';
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
 * The issuance library. Prerendered (and without JavaScript) every category is a section with
 * its heading, so all are readable; after hydration the same content becomes WAI-ARIA tabs, and
 * the selected tab is kept in the address (?category=id) so it can be linked and survives reload.
 */
export function IssuanceTabs({ categories, label, emptyText }: IssuanceTabsProps) {
  const hydrated = useHydrated();
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

  if (!hydrated) {
    return (
      <div className="space-y-10">
        {categories.map((category) => (
          <section key={category.id} id={category.id} aria-labelledby={`heading-${category.id}`}>
            <h2 id={`heading-${category.id}`} className="mb-4 text-2xl font-semibold text-brand-900">
              {category.name}
            </h2>
            <IssuanceList items={category.items} emptyText={emptyText} />
          </section>
        ))}
      </div>
    );
  }

  return (
    <div>
      <div role="tablist" aria-label={label} className="flex flex-wrap gap-2 border-b border-slate-200">
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
          hidden={index !== active}
          tabIndex={0}
          className="pt-6"
        >
          <IssuanceList items={category.items} emptyText={emptyText} />
        </div>
      ))}
    </div>
  );
}
