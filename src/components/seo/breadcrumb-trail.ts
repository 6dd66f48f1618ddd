/**
 * The breadcrumb trail of a page, derived from its path: Home, then one crumb per path segment.
 * Labels come from content/navigation.yaml where the path is a menu item, otherwise from the
 * page's own title (last crumb) or the segment itself.
 */
import type { Navigation } from '../../content/schemas/navigation';

export interface Crumb {
  /** Label shown to visitors. */
  name: string;
  /** Route path, starting with /. */
  path: string;
}

/** "ABOUT US" -> "About Us"; labels already in mixed case are kept as they are. */
export function readableLabel(label: string): string {
  if (label !== label.toUpperCase()) return label;
  return label
    .toLowerCase()
    .replace(/(^|[\s/-])(\p{L})/gu, (_m, sep: string, ch: string) => sep + ch.toUpperCase());
}

function segmentLabel(segment: string): string {
  const words = segment.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Every menu label by path, top-level items, their sub-pages and the extra menu. */
export function navigationLabels(navigation: Navigation): Map<string, string> {
  const labels = new Map<string, string>();
  for (const item of navigation.items) {
    labels.set(item.path, readableLabel(item.name));
    for (const sub of item.submenu ?? []) labels.set(sub.path, readableLabel(sub.name));
  }
  for (const link of navigation.more) labels.set(link.path, readableLabel(link.name));
  return labels;
}

/** Removes a trailing slash and any query or fragment: "/about/" -> "/about". */
export function normalizePath(pathname: string): string {
  const path = pathname.split(/[?#]/)[0] ?? '/';
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/**
 * The trail from Home to the page at `pathname`. The last crumb is named `currentTitle` (the
 * page's h1). The home page's trail is just Home.
 */
export function breadcrumbTrail(pathname: string, currentTitle: string, navigation: Navigation): Crumb[] {
  const path = normalizePath(pathname);
  const labels = navigationLabels(navigation);
  const trail: Crumb[] = [{ name: 'Home', path: '/' }];
  if (path === '/') return trail;
  const segments = path.slice(1).split('/');
  segments.forEach((segment, index) => {
    const crumbPath = `/${segments.slice(0, index + 1).join('/')}`;
    const isLast = index === segments.length - 1;
    const name = isLast ? currentTitle : (labels.get(crumbPath) ?? segmentLabel(segment));
    trail.push({ name, path: crumbPath });
  });
  return trail;
}
