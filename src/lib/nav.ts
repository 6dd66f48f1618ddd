/**
 * Which menu entry matches the page being shown. An entry is active when the current path equals
 * its path or continues it after a slash: /training/calendar is inside /training, /newsletter is
 * not inside /news. The home entry ("/") is active on the home page only.
 */

/** Drops a trailing slash (except on "/") so /about/ and /about compare equal. */
export function normalizePath(path: string): string {
  const withoutQuery = path.split(/[?#]/, 1)[0] || '/';
  return withoutQuery.length > 1 ? withoutQuery.replace(/\/+$/, '') || '/' : withoutQuery;
}

/**
 * True when `itemPath` is the current page or one of its ancestors. Only site paths (starting
 * with "/") can match: a key such as "#more" is not a page, and would otherwise normalise to "/".
 */
export function isActivePath(currentPath: string, itemPath: string): boolean {
  if (!itemPath.startsWith('/')) return false;
  const current = normalizePath(currentPath);
  const item = normalizePath(itemPath);
  if (current === item) return true;
  if (item === '/') return false;
  return current.startsWith(`${item}/`);
}

/** True when `itemPath` is exactly the current page (the link that gets aria-current="page"). */
export function isCurrentPage(currentPath: string, itemPath: string): boolean {
  return normalizePath(currentPath) === normalizePath(itemPath);
}

/** True when the entry (if it is a page itself) or any of its sub-pages is active. */
export function isSectionActive(
  currentPath: string,
  item: { path?: string; submenu?: ReadonlyArray<{ path: string }> },
): boolean {
  return (
    (item.path !== undefined && isActivePath(currentPath, item.path)) ||
    (item.submenu ?? []).some((child) => isActivePath(currentPath, child.path))
  );
}

/** A dropdown with more than this many entries is laid out in two columns. */
export const TWO_COLUMN_THRESHOLD = 5;

export function usesTwoColumns(entries: readonly unknown[]): boolean {
  return entries.length > TWO_COLUMN_THRESHOLD;
}
