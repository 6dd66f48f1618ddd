import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { NavLink, Navigation } from '../../content/schemas/navigation';
import { cn } from '../../lib/cn';
import { isActivePath, isCurrentPage, isSectionActive } from '../../lib/nav';
import { useHydrated } from '../../runtime/use-hydrated';
import { Icon, type IconName } from './icon';

interface Section {
  key: string;
  name: string;
  link?: NavLink;
  icon?: IconName;
  entries: readonly NavLink[];
}

/**
 * The menu below the lg breakpoint: a native disclosure (<details>), so its toggle opens the menu
 * as plain HTML, before the scripts have run and without them. Its word, and so its name, says
 * what a press does ("Menu" opens, "Close" closes), by CSS on the disclosure's own open state.
 * After hydration React takes over its state (a menu opened before that stays open): a route
 * change closes it, Escape closes it and returns focus, Tab stays inside it, and each section
 * gets the button that expands its pages, one section at a time.
 */
export function MobileNav({ navigation }: { navigation: Navigation }) {
  const { pathname } = useLocation();
  const hydrated = useHydrated();
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const toggleRef = useRef<HTMLElement>(null);
  const [openOn, setOpenOn] = useState<string | null>(null);
  const [expanded, setExpanded] = useState<{ key: string; path: string } | null>(null);
  const open = openOn === pathname;
  const expandedKey = expanded?.path === pathname ? expanded.key : null;

  // A menu the visitor opened before the scripts ran stays open when React takes it over.
  const mountedOn = useRef(pathname);
  useEffect(() => {
    if (detailsRef.current?.open) setOpenOn(mountedOn.current);
  }, []);

  const close = (returnFocus: boolean) => {
    setOpenOn(null);
    setExpanded(null);
    if (returnFocus) toggleRef.current?.focus();
  };

  const sections: Section[] = navigation.items.map((item) => ({
    key: item.path,
    name: item.name,
    link: item,
    icon: item.icon,
    entries: item.submenu ?? [],
  }));

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape and Tab delegated from the controls inside
    <details
      ref={detailsRef}
      open={open}
      onToggle={(event) => {
        const nowOpen = event.currentTarget.open;
        if (nowOpen !== open) {
          if (nowOpen) setOpenOn(pathname);
          else close(false);
        }
      }}
      className="group lg:hidden"
      onKeyDown={(event) => {
        // The element's own state: its toggle event (and so React's state) can lag a fast key.
        const details = event.currentTarget;
        if (!details.open) return;
        if (event.key === 'Escape') {
          details.open = false;
          close(true);
        } else if (event.key === 'Tab') keepFocusInside(event, details);
      }}
    >
      <summary
        ref={toggleRef}
        className="flex cursor-pointer list-none items-center gap-2 rounded-md border border-slate-300 px-3 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 [&::-webkit-details-marker]:hidden"
      >
        <Icon name="menu" className="size-5 group-open:hidden" />
        <Icon name="close" className="hidden size-5 group-open:block" />
        <span className="group-open:hidden">Menu</span>
        <span className="hidden group-open:inline">Close</span>
      </summary>
      {/* Dims the page under the open menu so it reads as a layer; a click on it closes the menu
          (keyboard users have Escape and the toggle). */}
      <div
        aria-hidden="true"
        data-menu-backdrop=""
        className="fixed inset-x-0 top-20 bottom-0 bg-slate-950/50"
        onClick={() => close(false)}
      />
      <nav
        aria-label="Main"
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-5rem)] overflow-y-auto border-t border-slate-200 bg-white shadow-xl"
      >
        <ul className="mx-auto max-w-3xl divide-y divide-slate-200 px-4 py-2">
          {sections.map((section) => (
            <MobileSection
              key={section.key}
              section={section}
              pathname={pathname}
              hydrated={hydrated}
              expanded={expandedKey === section.key}
              onExpand={(value) => setExpanded(value ? { key: section.key, path: pathname } : null)}
              onNavigate={() => close(false)}
            />
          ))}
        </ul>
      </nav>
    </details>
  );
}

/**
 * While the menu is open, Tab and Shift+Tab cycle through the menu button and the visible links
 * and buttons of the menu: the page under the dimmed layer is out of reach until the menu closes.
 */
function keepFocusInside(event: KeyboardEvent, container: HTMLElement) {
  const stops = [...container.querySelectorAll<HTMLElement>('summary, button, a[href]')].filter(
    (element) => element.closest('[hidden]') === null && element.checkVisibility(),
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
  /** The expand buttons work only once React runs: until then they take their place unseen. */
  hydrated: boolean;
  expanded: boolean;
  onExpand: (expanded: boolean) => void;
  onNavigate: () => void;
}

function MobileSection({ section, pathname, hydrated, expanded, onExpand, onNavigate }: MobileSectionProps) {
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
            className={cn(
              'flex size-12 items-center justify-center rounded-md text-brand-800 hover:bg-brand-50',
              !hydrated && 'invisible',
            )}
          >
            <span className="sr-only">{section.name} pages</span>
            <Icon
              name="chevron-down"
              className={cn('size-5 transition-transform', expanded && 'rotate-180')}
            />
          </button>
        ) : null}
      </div>
      {/* A section's pages are rendered when it is expanded: not in the prerendered page, where
          no script could expand it (its own page lists them), nor as work after hydration. */}
      {hasEntries && expanded ? (
        <ul id={listId} className="mb-2 ml-4 border-l-2 border-brand-100 pl-3">
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
