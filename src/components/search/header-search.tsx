import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useHref, useLocation } from 'react-router-dom';
import { Icon } from '../layout/icon';
import { SEARCH_PANEL_SLOT } from '../layout/site-header';
import { useHydrated } from '../../runtime/use-hydrated';
import { pagePath } from '../../site-pages';

/**
 * The box's code comes when the visitor reaches for the button (pointer over it, focus, or the
 * tap itself), not with every page.
 */
const loadSearchBox = () => import('./search-box');
const SearchBox = lazy(() => loadSearchBox().then((module) => ({ default: module.SearchBox })));
const prepare = () => void loadSearchBox().catch(() => undefined);
/** The box's text field takes focus as it appears. */
const focusOnMount = (input: HTMLInputElement | null) => input?.focus();

/**
 * The header's search: a button that opens a search box under the header's row (the menu leaves
 * no room for a permanent one). The box is placed in the header's slot for it, so it takes room
 * in the page rather than covering the breadcrumb. The button submits a GET form to /search, so
 * before JavaScript runs, and without it, a press opens the search page; once React runs, the
 * submission opens the box instead. The same markup either way: nothing moves at hydration.
 */
export function HeaderSearch() {
  const hydrated = useHydrated();
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  const searchPage = useHref(pagePath('/search'));
  // Open for one page only: any navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;

  useEffect(() => {
    const panel = panelRef.current;
    if (!open || !panel) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenOn(null);
      buttonRef.current?.focus();
    };
    panel.addEventListener('keydown', onKeyDown);
    return () => panel.removeEventListener('keydown', onKeyDown);
  }, [open]);

  const buttonClass =
    'flex size-11 items-center justify-center rounded text-brand-800 hover:bg-brand-50 focus-visible:bg-brand-50';
  const slot = hydrated ? document.getElementById(SEARCH_PANEL_SLOT) : null;
  const panel = (
    <div id={panelId} ref={panelRef} hidden={!open} className="border-t border-slate-200 bg-white px-4 py-3">
      {open ? (
        <Suspense fallback={null}>
          <SearchBox className="mx-auto max-w-2xl" inputRef={focusOnMount} />
        </Suspense>
      ) : null}
    </div>
  );
  return (
    <>
      <form
        action={searchPage}
        method="get"
        onSubmit={(event) => {
          event.preventDefault();
          setOpenOn(open ? null : pathname);
        }}
      >
        <button
          ref={buttonRef}
          type="submit"
          className={buttonClass}
          aria-label="Search the site"
          aria-expanded={hydrated ? open : undefined}
          aria-controls={hydrated ? panelId : undefined}
          onPointerEnter={prepare}
          onPointerDown={prepare}
          onFocus={prepare}
        >
          <Icon name={open ? 'close' : 'search'} />
        </button>
      </form>
      {hydrated ? (slot ? createPortal(panel, slot) : panel) : null}
    </>
  );
}
