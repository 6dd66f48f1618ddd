import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Link, useLocation } from 'react-router-dom';
import { Icon } from '../layout/icon';
import { SEARCH_PANEL_SLOT } from '../layout/site-header';
import { useHydrated } from '../../lib/use-hydrated';
import { SearchBox } from './search-box';

/**
 * The header's search: a button that opens a search box under the header's row (the menu leaves
 * no room for a permanent one). The box is placed in the header's slot for it, so it takes room
 * in the page rather than covering the breadcrumb. Before JavaScript runs, and without it, it is
 * a link to /search.
 */
export function HeaderSearch() {
  const hydrated = useHydrated();
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  // Open for one page only: any navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;

  useEffect(() => {
    const panel = panelRef.current;
    if (!open || !panel) return;
    panel.querySelector('input')?.focus();
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
  if (!hydrated) {
    return (
      <Link to="/search" className={buttonClass} aria-label="Search the site">
        <Icon name="search" />
      </Link>
    );
  }
  const slot = document.getElementById(SEARCH_PANEL_SLOT);
  const panel = (
    <div id={panelId} ref={panelRef} hidden={!open} className="border-t border-slate-200 bg-white px-4 py-3">
      {open ? <SearchBox className="mx-auto max-w-2xl" /> : null}
    </div>
  );
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={buttonClass}
        aria-label="Search the site"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpenOn(open ? null : pathname)}
      >
        <Icon name={open ? 'close' : 'search'} />
      </button>
      {slot ? createPortal(panel, slot) : panel}
    </>
  );
}
