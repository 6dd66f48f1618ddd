/** Helpers for the layout checks that walk every prerendered route at several widths. */
import { expect, type Locator, type Page } from '@playwright/test';

/** Phone, large phone, tablet, small laptop (the menu's lg breakpoint) and desktop. */
export const LAYOUT_WIDTHS = [320, 375, 768, 1024, 1280] as const;

/** Below this width the header shows the mobile menu toggle instead of the desktop menu (Tailwind lg). */
export const DESKTOP_MENU_MIN_WIDTH = 1024;

export interface Overflow {
  scrollWidth: number;
  innerWidth: number;
  clientWidth: number;
  /** The outermost elements that reach past the right edge, for a readable failure. */
  culprits: string[];
}

/**
 * Measures whether the page scrolls sideways. `innerWidth` includes a classic scrollbar, so the
 * page's own width is also compared with the root's `clientWidth`, the width content can use.
 */
export async function measureOverflow(page: Page): Promise<Overflow> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const limit = root.clientWidth;
    const culprits: string[] = [];
    if (root.scrollWidth > limit) {
      const describe = (el: Element) =>
        `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${
          typeof el.className === 'string' && el.className
            ? `.${el.className.trim().split(/\s+/).slice(0, 4).join('.')}`
            : ''
        } (right edge ${Math.round(el.getBoundingClientRect().right)} px)`;
      // One pass over the tree: report an element that reaches past the edge when its parent
      // does not, and skip what a clipping box (a carousel track) hides.
      const visit = (el: Element, parentOverflows: boolean) => {
        if (culprits.length >= 4) return;
        const overflows = el.getBoundingClientRect().right > limit + 0.5;
        if (overflows && !parentOverflows) culprits.push(describe(el));
        if (getComputedStyle(el).overflowX !== 'visible') return;
        for (const child of el.children) visit(child, overflows);
      };
      for (const child of document.body.children) visit(child, false);
    }
    return { scrollWidth: root.scrollWidth, innerWidth: window.innerWidth, clientWidth: limit, culprits };
  });
}

export interface MenuItemState {
  /** The top-level entry's text, for messages. */
  label: string;
  /** Whether the entry is shown as the current section. */
  current: boolean;
  /** Every page the entry leads to: its own link and its sub-pages. */
  paths: string[];
}

/**
 * The top-level entries of the visible main menu (desktop bar or the open mobile menu). A desktop
 * dropdown renders its sub-pages only while open (decision record 006), so each is opened in turn
 * to be read, `whileOpen` is called with it open, and it is closed again. `dropdownPaths` keeps
 * what was read, by entry, so that a second width does not open the dropdowns again.
 */
export async function menuItemStates(
  page: Page,
  dropdownPaths = new Map<string, string[]>(),
  whileOpen: (panel: Locator) => Promise<void> = async () => {},
): Promise<MenuItemState[]> {
  const states: MenuItemState[] = [];
  for (const item of await page.locator('nav[aria-label="Main"]:visible > ul > li').all()) {
    const state = await item.evaluate((li) => {
      const firstControl = li.querySelector('a, button');
      return {
        label: (firstControl?.textContent ?? '').replace(/\s+/g, ' ').trim(),
        current: li.hasAttribute('data-active'),
        paths: [...li.querySelectorAll('a[href]')].map(
          (a) => new URL((a as HTMLAnchorElement).href).pathname,
        ),
        dropdown: li.querySelector('[data-nav-panel]') !== null,
      };
    });
    const { dropdown, ...entry } = state;
    if (dropdown && !dropdownPaths.has(entry.label)) {
      const panel = item.locator('[data-nav-panel]');
      const toggle = item.locator('button[aria-controls]').first();
      await toggle.click();
      await expect(panel).toBeVisible();
      await whileOpen(panel);
      dropdownPaths.set(
        entry.label,
        await panel
          .locator('a[href]')
          .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname)),
      );
      await toggle.click();
      await expect(panel).toBeHidden();
    }
    states.push({ ...entry, paths: [...entry.paths, ...(dropdownPaths.get(entry.label) ?? [])] });
  }
  return states;
}

/** True when the menu path is the route or one of its ancestors ("/" only matches the home page). */
export function leadsTo(menuPath: string, route: string): boolean {
  if (menuPath === route) return true;
  return menuPath !== '/' && route.startsWith(`${menuPath}/`);
}

/**
 * What is wrong with the menu's "current" marks on a route, or null. A page that the menu leads to
 * (itself or through an ancestor) marks exactly one top-level entry, one that leads to it; a page
 * outside the menu (a footer-only page, an event page of a section not in the menu) marks none.
 */
export function currentItemProblem(route: string, items: readonly MenuItemState[]): string | null {
  if (items.length === 0) return 'no menu entries found';
  const current = items.filter((item) => item.current);
  const owners = items.filter((item) => item.paths.some((p) => leadsTo(p, route)));
  const names = (list: readonly MenuItemState[]) => list.map((item) => `"${item.label}"`).join(', ');
  if (owners.length === 0) {
    return current.length === 0 ? null : `no entry leads here, yet ${names(current)} marked current`;
  }
  if (current.length !== 1) return `${current.length} entries marked current (${names(current)})`;
  return owners.includes(current[0]!)
    ? null
    : `${names(current)} marked current, expected one of ${names(owners)}`;
}
