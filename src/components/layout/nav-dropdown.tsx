import { useId, type KeyboardEvent, type PointerEvent } from 'react';
import { Link } from 'react-router-dom';
import type { NavLink } from '../../content/schemas/navigation';
import { cn } from '../../lib/cn';
import { isActivePath, isCurrentPage, usesTwoColumns } from '../../lib/nav';
import { useHydrated } from '../../runtime/use-hydrated';
import { Icon } from './icon';

export interface NavDropdownProps {
  /** Identifies the entry for focus handling (data-nav-key). */
  navKey: string;
  /** Label of the button that opens the dropdown. */
  label: string;
  /** Section page linked beside the button; optional. */
  link?: NavLink;
  entries: readonly NavLink[];
  currentPath: string;
  open: boolean;
  active: boolean;
  handlers: DropdownHandlers;
}

/** What the desktop menu does when a dropdown is used; each receives the dropdown's navKey. */
export interface DropdownHandlers {
  onToggle: (key: string) => void;
  onOpenAndFocus: (key: string, edge: 'first' | 'last') => void;
  onClose: (key: string, returnFocus: boolean) => void;
  onPointerEnter: (key: string, event: PointerEvent) => void;
  onPointerLeave: (key: string, event: PointerEvent) => void;
}

/**
 * Classes of a top-level menu control (a plain entry, a section link or a dropdown button): the
 * current section's entry is brand blue; `padding` replaces the plain entry's padding (the section
 * link and its button sit close together).
 */
export function topLinkClass(active: boolean, padding = 'px-1.5 xl:px-2'): string {
  return cn(
    'relative flex items-center whitespace-nowrap rounded-md py-2 text-[0.8125rem] font-semibold hover:bg-brand-50 hover:text-brand-800 xl:text-sm',
    padding,
    active ? 'text-brand-800' : 'text-slate-800',
  );
}

export const activeBarClass =
  'after:absolute after:inset-x-2 after:-bottom-1 after:h-1 after:rounded-full after:bg-gold-500';

/**
 * One desktop menu entry with a dropdown: the section link (when there is one) and a disclosure
 * button that shows the sub-pages. Keyboard: Enter, Space or ArrowDown on the button open it;
 * ArrowUp/ArrowDown, Home and End move between the sub-pages; Escape closes and returns focus.
 * The sub-pages are rendered only while the dropdown is open: not in the prerendered page (it
 * cannot open before React hydrates, docs/decisions/006) and not after hydration until it opens
 * (rendering the closed menus was a long task after every page load on a phone). The button is
 * `invisible` until hydration, like the carousel's controls (docs/decisions/043): before then it
 * could not open anything, and the section link beside it still leads to every sub-page.
 */
export function NavDropdown(props: NavDropdownProps) {
  const { navKey, label, link, entries, currentPath, open, active, handlers } = props;
  const panelId = useId();
  const twoColumns = usesTwoColumns(entries);
  const hydrated = useHydrated();

  function onButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      handlers.onOpenAndFocus(navKey, 'first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      handlers.onOpenAndFocus(navKey, 'last');
    }
  }

  function onPanelKeyDown(event: KeyboardEvent<HTMLElement>) {
    const links = [...event.currentTarget.querySelectorAll<HTMLAnchorElement>('a')];
    const index = links.indexOf(document.activeElement as HTMLAnchorElement);
    const target = {
      ArrowDown: links[(index + 1) % links.length],
      ArrowUp: links[(index - 1 + links.length) % links.length],
      Home: links[0],
      End: links.at(-1),
    }[event.key];
    if (target) {
      event.preventDefault();
      target.focus();
    }
  }

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- pointer and key events delegated from the link, button and panel inside
    <li
      className="relative"
      data-nav-key={navKey}
      data-active={active || undefined}
      onPointerEnter={(event) => handlers.onPointerEnter(navKey, event)}
      onPointerLeave={(event) => handlers.onPointerLeave(navKey, event)}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.preventDefault();
          handlers.onClose(navKey, true);
        }
      }}
      onBlur={(event) => {
        if (open && !event.currentTarget.contains(event.relatedTarget)) handlers.onClose(navKey, false);
      }}
    >
      <div className={cn('flex items-center', active && activeBarClass)}>
        {link ? (
          <Link
            to={link.path}
            data-topnav=""
            aria-current={isCurrentPage(currentPath, link.path) ? 'page' : undefined}
            className={topLinkClass(active, 'pl-1.5 pr-1 xl:pl-2')}
          >
            {link.name}
          </Link>
        ) : null}
        <button
          type="button"
          data-topnav=""
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => handlers.onToggle(navKey)}
          onKeyDown={onButtonKeyDown}
          className={cn(topLinkClass(active, 'gap-1 px-1'), !hydrated && 'invisible')}
        >
          {link ? (
            <span className="sr-only">{label} pages</span>
          ) : (
            <>
              <span>{label}</span>
            </>
          )}
          <Icon name="chevron-down" className={cn('size-4 transition-transform', open && 'rotate-180')} />
        </button>
      </div>
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions -- arrow keys delegated from the links inside */}
      <div
        id={panelId}
        hidden={!open}
        data-nav-panel=""
        className={cn('absolute top-full z-50 pt-2', link ? 'left-0' : 'right-0')}
        onKeyDown={onPanelKeyDown}
      >
        {open ? (
          <ul
            className={cn(
              'grid gap-1 rounded-lg border border-slate-200 bg-white p-2 shadow-xl',
              twoColumns ? 'w-[36rem] grid-cols-2' : 'w-72 grid-cols-1',
            )}
          >
            {entries.map((entry) => (
              <li key={entry.path}>
                <Link
                  to={entry.path}
                  aria-current={isCurrentPage(currentPath, entry.path) ? 'page' : undefined}
                  className={cn(
                    'block rounded-md px-3 py-2 hover:bg-brand-50 focus-visible:bg-brand-50',
                    isActivePath(currentPath, entry.path) &&
                      'bg-brand-50 shadow-[inset_3px_0_0] shadow-gold-500',
                  )}
                >
                  <span className="block text-sm font-semibold text-brand-800">{entry.name}</span>
                  {entry.description ? (
                    <span className="mt-0.5 block text-xs text-slate-600">{entry.description}</span>
                  ) : null}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </li>
  );
}
