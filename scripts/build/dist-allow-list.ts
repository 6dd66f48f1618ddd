/**
 * The allow-list every built site is checked against before it can be published: each file must
 * be one the build made in the place it makes such files, or a public/ file exactly as the content
 * check saw it. HTML only for the prerendered pages, the 404 page and the web editor's page;
 * scripts only in Vite's assets/, the editor's admin/ and the search index's pagefind/; no links.
 * Why: docs/decisions/029-nothing-published-unchecked.md.
 */
import type { BuildRecord } from './build-record';
import { LOADER_DATA_FILES } from '../../src/runtime/vite-react-ssg-adapter';

/** One entry of the built folder, by its path under it (news/a.html). */
export interface DistEntry {
  path: string;
  kind: 'file' | 'link' | 'other';
}

const SCRIPT = /\.(m?js|cjs)$/i;
const SCRIPT_FOLDERS = ['assets/', 'admin/', 'pagefind/'];
/** Files the build itself writes, outside the folders it owns. */
const BUILD_FILES: RegExp[] = [
  /^assets\/[\w.-]+-[\w-]{8}\.\w+$/, // Vite's output (names with its hash)
  /^pagefind\/.+$/, // the search index
  ...LOADER_DATA_FILES,
  /^admin\/(init\.js|frame-guard\.js|(\w+\.)?decap-cms\.js)$/,
  /^(sitemap\.xml|robots\.txt|_headers|trainings\.ics|news\/feed\.xml)$/,
  /^training\/events\/[\w-]+\.ics$/,
];

/** The problems of a built folder, one line each, naming the file under dist (or OUT_DIR). */
export function distProblems(
  outName: string,
  entries: readonly DistEntry[],
  record: BuildRecord,
  hashOf: (path: string) => string,
): string[] {
  const pages = new Set([...record.pages, '404.html', 'admin/index.html']);
  const images = new Set(record.images.map((name) => `_img/${name}`));
  const problems: string[] = [];
  for (const entry of [...entries].sort((a, b) => a.path.localeCompare(b.path))) {
    const name = `${outName}/${entry.path}`;
    const fail = (message: string) => problems.push(`${name}: ${message}`);
    if (entry.kind === 'link') {
      fail('is a symbolic link; a built site holds only the files themselves (the build follows no links)');
      continue;
    }
    if (entry.kind === 'other') {
      fail('is not a plain file');
      continue;
    }
    if (/\.html?$/i.test(entry.path)) {
      if (!pages.has(entry.path))
        fail(
          "is an HTML file the build did not prerender: only the site's pages, 404.html and admin/index.html may be published",
        );
      continue;
    }
    if (SCRIPT.test(entry.path) && !SCRIPT_FOLDERS.some((folder) => entry.path.startsWith(folder))) {
      fail('is a script outside the folders the build puts scripts in (assets/, admin/, pagefind/)');
      continue;
    }
    if (images.has(entry.path) || BUILD_FILES.some((pattern) => pattern.test(entry.path))) continue;
    const expected = record.publicFiles[entry.path];
    if (expected === undefined) {
      fail('is a file the build did not make and the content check did not see');
    } else if (hashOf(entry.path) !== expected) {
      fail(`differs from public/${entry.path} as the content check saw it`);
    }
  }
  return problems;
}
