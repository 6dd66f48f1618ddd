/**
 * The script part of a prerendered page's head, written with the start of its head
 * (./page-collector.server.tsx), server side only: its stylesheets, and its entry module script
 * and module preloads inside the template the page starts after its first paint
 * (./scripts-after-paint.ts, docs/decisions/042). The page's route modules are found by their page
 * component among the modules of src/pages/ (Vite's `import.meta.glob`); Vite's client manifest
 * gives the entry's files and theirs, with their static imports and the lazy modules the page
 * starts at once (src/ssg/preload-plan.server.ts). index.html names no script and vite-react-ssg
 * adds no links (`preloadLinks: false`, vite.config.ts), so no page is parsed or edited after
 * rendering: docs/decisions/012. The development server (no manifest) gives its pages the entry
 * module itself (scripts/dev/dev-entry.ts).
 */
import type { ComponentType } from 'react';
import { lazyModulesUsed, pageFiles } from './preload-plan.server';
import { manifestFile, readManifest, type ViteManifest } from './vite-manifest.server';
import { sitePaths } from './site-paths.server';
import type { PageRoute } from '../runtime/page-loader';
import { buildHashOf } from '../runtime/adapter';
import { pageScriptTags } from './scripts-after-paint';
import type { ComponentsById } from './static-site-router.server';

/** The page component of every module of src/pages/, by the module's path from the project root. */
const PAGE_COMPONENTS = import.meta.glob<ComponentType | undefined>('/src/pages/**/*.tsx', {
  eager: true,
  import: 'Component',
});

/** Each page component's module as Vite's manifest names it (src/pages/home.tsx). */
export function moduleKeysByComponent(
  modules: Record<string, ComponentType | undefined> = PAGE_COMPONENTS,
): Map<ComponentType, string> {
  const keys = new Map<ComponentType, string>();
  for (const [file, component] of Object.entries(modules)) {
    if (component) keys.set(component, file.replace(/^\//, ''));
  }
  return keys;
}

let manifest: ViteManifest | undefined;

/** The client build's manifest, read once; undefined on the development server (nothing built). */
function clientManifest(): ViteManifest | undefined {
  if (!buildHashOf(import.meta.url)) return undefined;
  manifest ??= readManifest(manifestFile(sitePaths(process.cwd()).outDir));
  return manifest;
}

/** The ids of the routes whose page loads lazily (its own chunk). */
function lazyRouteIds(routes: readonly PageRoute[], ids = new Set<string>()): Set<string> {
  for (const route of routes) {
    if (route.lazy) ids.add(route.id);
    if (route.children) lazyRouteIds(route.children, ids);
  }
  return ids;
}

/**
 * Writes a page's script part from the ids of the routes it matched and its rendered markup.
 * A matched lazy route whose module is not a page module of src/pages/ stops the build, naming
 * the route: its chunk would otherwise go without a preload, unnoticed.
 */
export function pagePreloadWriter(
  routes: readonly PageRoute[],
  components: ComponentsById,
  base: string,
): (routeIds: readonly string[], markup: string) => string {
  const lazyIds = lazyRouteIds(routes);
  const keys = moduleKeysByComponent();
  return (routeIds, markup) => {
    const built = clientManifest();
    if (!built) return '';
    const modules = routeIds
      .filter((id) => lazyIds.has(id))
      .map((id) => {
        const component = components.get(id);
        const key = component && keys.get(component);
        if (!key)
          throw new Error(`Route ${id} loads a page module outside src/pages/: its preloads are unknown.`);
        return key;
      });
    return pageScriptTags(pageFiles(built, modules, lazyModulesUsed(markup)), base);
  };
}
