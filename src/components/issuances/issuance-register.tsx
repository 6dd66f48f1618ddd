import { useState, useSyncExternalStore } from 'react';
import { cn } from '../../lib/cn';
import type { IssuanceRow } from '../../lib/issuance-register';
import { useHydrated } from '../../runtime/use-hydrated';
import { categoryFromSearch, searchWithCategory } from './category-filter';
import { IssuanceList } from './issuance-list';

export interface IssuanceRegisterProps {
  /** The types, in the order of the filter. */
  categories: Array<{ id: string; name: string }>;
  /** Every issuance, newest first. */
  items: IssuanceRow[];
}

const subscribeToHistory = (onChange: () => void) => {
  window.addEventListener('popstate', onChange);
  return () => window.removeEventListener('popstate', onChange);
};

const ALL = '';

/**
 * Every issuance in one list, newest first, with a filter by type: buttons that look like tabs on
 * wide screens, a native select on phones. The choice is kept in the address (?category=id) so
 * it can be linked. The page is prerendered with every issuance; without JavaScript (`noscript:`,
 * the scripting media feature) the filter is hidden and the whole list stays readable; with it, the
 * filter is `invisible` until hydration (its place kept), so no choice is made that React would lose.
 */
export function IssuanceRegister({ categories, items }: IssuanceRegisterProps) {
  const search = useSyncExternalStore(
    subscribeToHistory,
    () => window.location.search,
    () => '',
  );
  const hydrated = useHydrated();
  const ids = categories.map((category) => category.id);
  const active = categoryFromSearch(search, ids);
  // replaceState fires no event: a counter re-renders so the new address is read.
  const [, setChanges] = useState(0);

  const select = (id: string | null) => {
    const next = searchWithCategory(window.location.search, id);
    // replaceState keeps the router's history entry; a filter change is not a new page.
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${next}`);
    setChanges((count) => count + 1);
  };

  const shown = active === null ? items : items.filter((item) => item.category.id === active);
  const activeName = categories.find((category) => category.id === active)?.name;
  const choices = [{ id: null, name: 'All' }, ...categories];

  return (
    <div>
      <div className={cn('noscript:hidden', !hydrated && 'invisible')} data-pagefind-ignore>
        <div className="lg:hidden">
          <label htmlFor="issuance-type" className="block text-sm font-semibold text-brand-900">
            Type of issuance
          </label>
          <select
            id="issuance-type"
            value={active ?? ALL}
            onChange={(event) => select(event.target.value === ALL ? null : event.target.value)}
            className="mt-1 w-full rounded-md border border-slate-400 bg-white px-3 py-2.5 text-base text-slate-900"
          >
            {choices.map((choice) => (
              <option key={choice.id ?? ALL} value={choice.id ?? ALL}>
                {choice.name}
              </option>
            ))}
          </select>
        </div>
        <div
          role="group"
          aria-label="Type of issuance"
          className="hidden flex-wrap gap-1 border-b-2 border-brand-800 lg:flex"
        >
          {choices.map((choice) => {
            const pressed = choice.id === active;
            return (
              <button
                key={choice.id ?? ALL}
                type="button"
                aria-pressed={pressed}
                onClick={() => select(choice.id)}
                className={cn(
                  'rounded-t-md px-3 py-2.5 text-sm font-semibold whitespace-nowrap',
                  pressed
                    ? 'bg-brand-800 text-white'
                    : 'bg-slate-100 text-brand-800 hover:bg-brand-100 hover:text-brand-900',
                )}
              >
                {choice.name}
              </button>
            );
          })}
        </div>
      </div>
      <p className="mt-4 mb-3 text-sm text-slate-700" aria-live="polite" data-pagefind-ignore>
        {activeName === undefined
          ? `All ${items.length} issuances, newest first`
          : `${shown.length} of ${items.length} issuances (${activeName}), newest first`}
      </p>
      <IssuanceList items={shown} emptyText="No issuances of this type yet." />
    </div>
  );
}
