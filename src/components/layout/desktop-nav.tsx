import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { flushSync } from 'react-dom';
import { Link, useLocation } from 'react-router-dom';
import type { Navigation } from '../../content/schemas/navigation';
import { cn } from '../../lib/cn';
import { isCurrentPage, isSectionActive } from '../../lib/nav';
import { activeBarClass, NavDropdown, topLinkClass, type DropdownHandlers } from './nav-dropdown';

/** Delay before a dropdown opens under a resting mouse pointer (docs/decisions/006). */
export const HOVER_OPEN_DELAY_MS = 100;

/**
 * The header menu from the lg breakpoint up. At most one dropdown is open; it belongs to the page
 * it was opened on, so navigating anywhere closes it.
 */
export function DesktopNav({ navigation }: { navigation: Navigation }) {
  const { pathname } = useLocation();
  const [openState, setOpenState] = useState<{ key: string; path: string } | null>(null);
  const openKey = openState?.path === pathname ? openState.key : null;
  const hoverTimer = useRef<number | undefined>(undefined);
  // A click on the button of a dropdown the pointer has just opened keeps it open instead of closing it.
  const openedByHover = useRef(false);
  const navRef = useRef<HTMLElement>(null);

  useEffect(() => () => window.clearTimeout(hoverTimer.current), []);

  useEffect(() => {
    if (!openKey) return;
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpenState(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [openKey]);

  const handlers: DropdownHandlers = {
    onToggle(key) {
      window.clearTimeout(hoverTimer.current);
      const keepOpen = openKey === key && openedByHover.current;
      openedByHover.current = false;
      if (!keepOpen) setOpenState(openKey === key ? null : { key, path: pathname });
    },
    onOpenAndFocus(key, edge) {
      window.clearTimeout(hoverTimer.current);
      openedByHover.current = false;
      flushSync(() => setOpenState({ key, path: pathname }));
      const links = findItem(navRef.current, key)?.querySelectorAll<HTMLAnchorElement>('[data-nav-panel] a');
      (edge === 'first' ? links?.[0] : links?.[links.length - 1])?.focus();
    },
    onClose(key, returnFocus) {
      window.clearTimeout(hoverTimer.current);
      setOpenState(null);
      if (returnFocus)
        findItem(navRef.current, key)?.querySelector<HTMLButtonElement>('button[aria-expanded]')?.focus();
    },
    onPointerEnter(key, event: PointerEvent) {
      if (event.pointerType !== 'mouse') return;
      window.clearTimeout(hoverTimer.current);
      if (openKey === key) return;
      hoverTimer.current = window.setTimeout(() => {
        openedByHover.current = true;
        setOpenState({ key, path: pathname });
      }, HOVER_OPEN_DELAY_MS);
    },
    onPointerLeave(key, event: PointerEvent) {
      if (event.pointerType !== 'mouse') return;
      window.clearTimeout(hoverTimer.current);
      if (openKey === key) setOpenState(null);
    },
  };

  /** ArrowLeft/ArrowRight move between the top-level links and buttons. */
  function onBarKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const target = event.target as HTMLElement;
    if (!target.hasAttribute('data-topnav')) return;
    const stops = [...event.currentTarget.querySelectorAll<HTMLElement>('[data-topnav]')];
    const index = stops.indexOf(target);
    const next = stops[(index + (event.key === 'ArrowRight' ? 1 : -1) + stops.length) % stops.length];
    event.preventDefault();
    if (openKey) setOpenState(null);
    next?.focus();
  }

  return (
    <nav ref={navRef} aria-label="Main" className="hidden lg:block">
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- arrow keys delegated from the links and buttons inside */}
      <ul className="flex items-center xl:gap-1" onKeyDown={onBarKeyDown}>
        {navigation.items.map((item) => {
          const active = isSectionActive(pathname, item);
          if (!item.submenu?.length) {
            return (
              <li
                key={item.path}
                data-active={active || undefined}
                className={cn('relative', active && activeBarClass)}
              >
                <Link
                  to={item.path}
                  data-topnav=""
                  aria-current={isCurrentPage(pathname, item.path) ? 'page' : undefined}
                  className={topLinkClass(active)}
                >
                  {item.name}
                </Link>
              </li>
            );
          }
          return (
            <NavDropdown
              key={item.path}
              navKey={item.path}
              label={item.name}
              link={item}
              entries={item.submenu}
              currentPath={pathname}
              active={active}
              open={openKey === item.path}
              handlers={handlers}
            />
          );
        })}
      </ul>
    </nav>
  );
}

function findItem(nav: HTMLElement | null, key: string): HTMLElement | null | undefined {
  return nav?.querySelector<HTMLElement>(`[data-nav-key="${CSS.escape(key)}"]`);
}
