import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { NavLink, Navigation } from '../../content/schemas/navigation';
import { cn } from '../../lib/cn';
import { isActivePath, isCurrentPage, isSectionActive } from '../../lib/nav';
import { Icon, type IconName } from './icon';
import { FOOTER_SECTIONS_ID } from './footer-ids';

/** The Menu button's look, shared by its no-JavaScript stand-in (each sets its own display). */
const toggleClass =
  'items-center gap-2 rounded-md border border-slate-300 px-3 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50';

interface Section {
  key: string;
  name: string;
  link?: NavLink;
  icon?: IconName;
  entries: readonly NavLink[];
}

/**
 * The menu below the lg breakpoint: a toggle button (its word, and so its name, says what a press
 * does: "Menu" opens, "Close" closes) and collapsible sections, one expanded at a
 * time. Both states belong to the page they were set on, so any route change closes the menu and
 * collapses its section without an effect. The sections are rendered only while the menu is open:
 * not in the prerendered page (it cannot open before React hydrates, docs/decisions/006) and not
 * after hydration until it opens (work a phone would do for nothing as a page loads, 027).
 */
export function MobileNav({ navigation }: { navigation: Navigation }) {
  const { pathname } = useLocation();
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const [openOn, setOpenOn] = useState<string | null>(null);
  const [expanded, setExpanded] = useState<{ key: string; path: string } | null>(null);
  const open = openOn === pathname;
  const expandedKey = expanded?.path === pathname ? expanded.key : null;

  const close = (returnFocus: boolean) => {
    setOpenOn(null);
    setExpanded(null);
    if (returnFocus) toggleRef.current?.focus();
  };

  const sections: Section[] = [
    ...navigation.items.map((item) => ({
      key: item.path,
      name: item.name,
      link: item,
      icon: item.icon,
      entries: item.submenu ?? [],
    })),
  ];

  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- Escape and Tab delegated from the controls inside
    <div
      className="lg:hidden"
      onKeyDown={(event) => {
        if (!open) return;
        if (event.key === 'Escape') close(true);
        else if (event.key === 'Tab') keepFocusInside(event, event.currentTarget);
      }}
    >
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => (open ? close(false) : setOpenOn(pathname))}
        className={cn(toggleClass, 'flex noscript:hidden')}
      >
        <Icon name={open ? 'close' : 'menu'} />
        {open ? 'Close' : 'Menu'}
      </button>
      {/* Without JavaScript the button could never open the menu: in its place, the same-looking
          link leads to the footer's list of the site's sections (each section page lists its own
          pages). Hidden from everyone else, so the page is the same before and after hydration. */}
      <a href={`#${FOOTER_SECTIONS_ID}`} className={cn(toggleClass, 'hidden noscript:flex')}>
        <Icon name="menu" />
        Menu
      </a>
      {open ? (
        // Dims the page under the open menu so it reads as a layer; a click on it closes the menu
        // (keyboard users have Escape and the toggle).
        <div
          aria-hidden="true"
          data-menu-backdrop=""
          className="fixed inset-x-0 top-20 bottom-0 bg-slate-950/50"
          onClick={() => close(false)}
        />
      ) : null}
      <nav
        id={menuId}
        aria-label="Main"
        hidden={!open}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-5rem)] overflow-y-auto border-t border-slate-200 bg-white shadow-xl"
      >
        {open ? (
          <ul className="mx-auto max-w-3xl divide-y divide-slate-200 px-4 py-2">
            {sections.map((section) => (
              <MobileSection
                key={section.key}
                section={section}
                pathname={pathname}
                expanded={expandedKey === section.key}
                onExpand={(value) => setExpanded(value ? { key: section.key, path: pathname } : null)}
                onNavigate={() => close(false)}
              />
            ))}
          </ul>
        ) : null}
      </nav>
    </div>
  );
}

/**
 * While the menu is open, Tab and Shift+Tab cycle through the menu button and the visible links
 * and buttons of the menu: the page under the dimmed layer is out of reach until the menu closes.
 */
function keepFocusInside(event: KeyboardEvent, container: HTMLElement) {
  const stops = [...container.querySelectorAll<HTMLElement>('button, a[href]')].filter(
    (element) => element.closest('[hidden]') === null,
  );
  const first = stops[0];
  const last = stops[stops.length - 1];
  const target = event.target as HTMLElement;
  if (!first || !last) return;
  if (event.shiftKey && target === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && target === last) {
    event.preventDefault();
    first.focus();
  }
}

interface MobileSectionProps {
  section: Section;
  pathname: string;
  expanded: boolean;
  onExpand: (expanded: boolean) => void;
  onNavigate: () => void;
}

function MobileSection({ section, pathname, expanded, onExpand, onNavigate }: MobileSectionProps) {
  const listId = useId();
  const active = isSectionActive(pathname, { path: section.link?.path, submenu: section.entries });
  const rowClass = cn(
    'flex min-h-12 flex-1 items-center gap-3 rounded-md px-2 text-base font-semibold',
    active ? 'text-brand-800' : 'text-slate-800',
  );
  const label = (
    <>
      {section.icon ? <Icon name={section.icon} className="size-5 text-brand-600" /> : null}
      <span className={cn(active && 'underline decoration-gold-500 decoration-4 underline-offset-8')}>
        {section.name}
      </span>
    </>
  );
  const hasEntries = section.entries.length > 0;
  return (
    <li className="py-1" data-active={active || undefined}>
      <div className="flex items-center gap-2">
        {section.link ? (
          <Link
            to={section.link.path}
            onClick={onNavigate}
            aria-current={isCurrentPage(pathname, section.link.path) ? 'page' : undefined}
            className={cn(rowClass, 'hover:bg-brand-50')}
          >
            {label}
          </Link>
        ) : (
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={listId}
            onClick={() => onExpand(!expanded)}
            className={cn(rowClass, 'justify-between pr-4 hover:bg-brand-50')}
          >
            <span className="flex items-center gap-3">{label}</span>
            <Icon
              name="chevron-down"
              className={cn('size-5 transition-transform', expanded && 'rotate-180')}
            />
          </button>
        )}
        {section.link && hasEntries ? (
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={listId}
            onClick={() => onExpand(!expanded)}
            className="flex size-12 items-center justify-center rounded-md text-brand-800 hover:bg-brand-50"
          >
            <span className="sr-only">{section.name} pages</span>
            <Icon
              name="chevron-down"
              className={cn('size-5 transition-transform', expanded && 'rotate-180')}
            />
          </button>
        ) : null}
      </div>
      {hasEntries ? (
        <ul id={listId} hidden={!expanded} className="mb-2 ml-4 border-l-2 border-brand-100 pl-3">
          {section.entries.map((entry) => (
            <li key={entry.path}>
              <Link
                to={entry.path}
                onClick={onNavigate}
                aria-current={isCurrentPage(pathname, entry.path) ? 'page' : undefined}
                className={cn(
                  'flex min-h-11 items-center rounded-md px-2 text-[0.9375rem] hover:bg-brand-50',
                  isActivePath(pathname, entry.path) ? 'font-semibold text-brand-800' : 'text-slate-700',
                )}
              >
                {entry.name}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
