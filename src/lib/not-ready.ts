import { comingSoonPaths } from '#generated/coming-soon';
import { normalizePath } from './nav';

/**
 * Pages not ready yet are those with a `comingSoon` block in their front matter. Their addresses
 * answer with a holding page, but menus, the footer and the Training page's cards leave them out,
 * so a visitor never follows a link to a page with nothing on it (docs/decisions/015).
 */
export function isNotReady(path: string, paths: readonly string[] = comingSoonPaths): boolean {
  return paths.includes(normalizePath(path));
}

/** The links whose pages are ready, in their order. */
export function readyLinks<T extends { path: string }>(
  links: readonly T[],
  paths: readonly string[] = comingSoonPaths,
): T[] {
  return links.filter((link) => !isNotReady(link.path, paths));
}

/** The menu without the pages not ready: a section's sub-pages and top-level items alike. */
export function readyNavigation<
  T extends { items: ReadonlyArray<{ path: string; submenu?: ReadonlyArray<{ path: string }> }> },
>(navigation: T, paths: readonly string[] = comingSoonPaths): T {
  return {
    ...navigation,
    items: readyLinks(navigation.items, paths).map((item) =>
      item.submenu ? { ...item, submenu: readyLinks(item.submenu, paths) } : item,
    ),
  };
}
