import { useEffect, useRef, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
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

  // The row scrolls sideways on narrow screens: keep the selected tab in sight (also when the
  // address selects a tab far to the right). Only the row scrolls, never the page. Again
  // whenever a tab's size changes, which moves the ones after it: on a phone the web font
  // arrives after the first paint (src/ssg/web-font.ts) and changes the names' widths, and
  // zooming the text does too.
  useEffect(() => {
    const tab = tabs.current[active];
    const row = tab?.parentElement;
    if (!tab || !row) return;
    const keepInSight = () => {
      const offset = tab.getBoundingClientRect().left - row.getBoundingClientRect().left;
      if (offset < 0 || offset + tab.offsetWidth > row.clientWidth) row.scrollLeft += offset;
    };
    keepInSight();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(keepInSight);
    for (const each of tabs.current) if (each) observer.observe(each);
    return () => observer.disconnect();
  }, [active]);

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
        // One row that scrolls sideways when the names do not fit, never a ragged stack.
        className="flex gap-1 overflow-x-auto border-b-2 border-brand-800 noscript:hidden"
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
              'shrink-0 rounded-t-md px-3 py-2.5 text-sm font-semibold whitespace-nowrap',
              // The selected tab is filled in the brand colour and joins the line under the row.
              index === active
                ? 'bg-brand-800 text-white'
                : 'bg-slate-100 text-brand-800 hover:bg-brand-100 hover:text-brand-900',
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
