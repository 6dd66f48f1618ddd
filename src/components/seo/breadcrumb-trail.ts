/**
 * The breadcrumb trail of a page, derived from its path: Home, then one crumb per path segment.
 * Labels come from content/navigation.yaml; the last crumb is the page's own title. A middle
 * segment that is not a page in the menu (such as /training/events) gets no crumb. A page the menu
 * files under a section its address is not under (/election under ABOUT US) gets that section's
 * crumb first: the trail follows the menu the visitor came through.
 */
import type { Navigation } from '../../content/schemas/navigation';
import { normalizePath } from '../../lib/nav';
import { sentenceCase } from '../../lib/sentence-case';

export interface Crumb {
  /** Label shown to visitors. */
  name: string;
  /** Route path, starting with /. */
  path: string;
}

/**
 * "ABOUT US" -> "About us", "TRAINING & DEVELOPMENT" -> "Training & development": a menu name
 * written in capitals, as the header sets it, in the site's sentence case wherever it is a label
 * (breadcrumbs, section menus). Labels already in mixed case are the editor's spelling and kept.
 */
export function readableLabel(label: string, acronyms: readonly string[] = []): string {
  return sentenceCase(label, acronyms);
}

/** Every menu label by path, top-level items and their sub-pages. */
export function navigationLabels(navigation: Navigation): Map<string, string> {
  const labels = new Map<string, string>();
  for (const item of navigation.items) {
    labels.set(item.path, readableLabel(item.name));
    for (const sub of item.submenu ?? []) labels.set(sub.path, readableLabel(sub.name));
  }
  return labels;
}

/**
 * Sections of pages the menu lists under a section their address is not under: "/election" ->
 * the ABOUT US entry. Pages under their section's address (/about/bylaws) need no entry.
 */
export function menuSections(navigation: Navigation): Map<string, Crumb> {
  const sections = new Map<string, Crumb>();
  for (const item of navigation.items) {
    for (const sub of item.submenu ?? []) {
      if (item.path === '/' || sub.path.startsWith(`${item.path}/`) || sections.has(sub.path)) continue;
      sections.set(sub.path, { name: readableLabel(item.name), path: item.path });
    }
  }
  return sections;
}

/**
 * The trail from Home to the page at `pathname`. The last crumb is named `currentTitle` (the
 * page's h1). The home page's trail is just Home.
 *
 * `parent`, the path of a page in the menu, files the page under that page instead of under its
 * address's folders: a training's page (/training/events/{id}, a folder with no page of its own)
 * sits under the Training Calendar while it is upcoming and under the Past Seminars Archive once
 * over. A parent the menu does not list is ignored.
 */
export function breadcrumbTrail(
  pathname: string,
  currentTitle: string,
  navigation: Navigation,
  parent?: string,
): Crumb[] {
  const path = normalizePath(pathname);
  const labels = navigationLabels(navigation);
  const parentLabel = parent === undefined ? undefined : labels.get(parent);
  if (parent !== undefined && parentLabel !== undefined && path !== '/') {
    return [...breadcrumbTrail(parent, parentLabel, navigation), { name: currentTitle, path }];
  }
  const trail: Crumb[] = [{ name: 'Home', path: '/' }];
  if (path === '/') return trail;
  const segments = path.slice(1).split('/');
  const section = menuSections(navigation).get(`/${segments[0]!}`);
  if (section) trail.push(section);
  segments.forEach((segment, index) => {
    const crumbPath = `/${segments.slice(0, index + 1).join('/')}`;
    const isLast = index === segments.length - 1;
    if (isLast) {
      trail.push({ name: currentTitle, path: crumbPath });
      return;
    }
    // Folders such as /training/events or /news/page have no page of their own: no crumb.
    const label = labels.get(crumbPath);
    if (label) trail.push({ name: label, path: crumbPath });
  });
  return trail;
}
