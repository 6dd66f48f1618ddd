/**
 * The plain files the hosts read at the top of public/ (scripts/content/public-files.ts): each is
 * published as it is, so each is checked for what it may say. `_redirects` may only redirect, only
 * from an address the site does not have and only to a page of this site (see redirectProblem),
 * `CNAME` holds one host name, `robots.txt` only crawler rules.
 */
import type { LineProblem } from './limits';
import { shortValue } from './problems';

/** Redirects only: a rewrite (200) would serve another file at an address, a 404 or 410 hide one. */
const REDIRECT_STATUS = /^(301|302|307|308)$/;
/** A path of this site: starts with one slash, no scheme, no backslash, no whitespace. */
const SITE_PATH = /^\/(?![/\\])[^\s\\]*$/;
/**
 * Where the build puts what the pages and the web editor load (scripts, search index, page data,
 * the editor and its configuration) and what public/ publishes: a redirect there would answer a
 * script's or the editor's request with another file (the editor follows a redirect of its
 * configuration). The build's own folders come from scripts/build/dist-allow-list.ts.
 */
const BUILT_FOLDERS = [
  '/admin',
  '/assets',
  '/pagefind',
  '/static-loader-data',
  '/_img',
  '/images',
  '/documents',
];
/** File types the build writes or copies from public/ (pages, scripts, data, feeds, images, PDFs). */
const BUILT_FILE =
  /\.(html?|m?js|cjs|css|json|xml|ics|txt|ya?ml|map|wasm|woff2?|webmanifest|svg|png|jpe?g|webp|avif|gif|ico|pdf)$/i;
const HOST_NAME = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;
const ROBOTS_FIELDS = new Set(['user-agent', 'allow', 'disallow', 'sitemap', 'crawl-delay']);

const EXAMPLE = 'for example "/old-page /new-page 301"';

function lines(text: string): Array<{ line: number; text: string }> {
  return text
    .split('\n')
    .map((value, index) => ({ line: index + 1, text: value.replace(/\r$/, '').trim() }))
    .filter((entry) => entry.text !== '' && !entry.text.startsWith('#'));
}

/**
 * Every page the build publishes, as the link check knows them (`siteAddresses(...).pages` of
 * internal-links.ts, from the page table src/site-pages.ts and the content): paths without a
 * trailing slash, the home page as /.
 */
export type SitePages = ReadonlySet<string>;

/** The address as hosts may match it: without case or trailing slashes. */
const comparable = (address: string) => address.toLowerCase().replace(/\/+$/, '') || '/';

/** Whether a source path is one the build publishes (folders case-insensitively: hosts may match either). */
function builtAddress(from: string): boolean {
  const lower = comparable(from);
  // The home page and the not-found page (404.html), which the page table has no address for.
  if (lower === '/' || lower === '/index' || lower === '/404') return true;
  if (lower.startsWith('/static-loader-data')) return true;
  return (
    BUILT_FOLDERS.some((folder) => lower === folder || lower.startsWith(`${folder}/`)) ||
    BUILT_FILE.test(lower)
  );
}

/** The page of `pages` that `from` would redirect, with or without a trailing slash or capitals. */
function pageAt(from: string, pages: SitePages): string | undefined {
  const wanted = comparable(from);
  for (const page of pages) if (comparable(page) === wanted) return page;
  return undefined;
}

/**
 * What is wrong with one rule "from to [status]", or undefined when it only redirects, from an
 * address the site does not have (`pages`: every page it publishes) to a page of this site.
 */
export function redirectProblem(rule: string, pages: SitePages): string | undefined {
  const [from, to, status, ...rest] = rule.split(/\s+/);
  const shown = `"${shortValue(rule, 80)}"`;
  if (!from || !to || rest.length > 0) {
    return `has a rule ${shown} that is not "from-path to-path [status]": write one rule per line, ${EXAMPLE}`;
  }
  if (status !== undefined && !REDIRECT_STATUS.test(status)) {
    return `has a rule ${shown} with status ${shortValue(status, 10)}: a rule here may only redirect, with 301 (moved for good), 302, 307 or 308 after the two addresses, ${EXAMPLE}`;
  }
  if (/[*]|:[A-Za-z_]/.test(from) || /[*]|:[A-Za-z_]/.test(to)) {
    return `has a rule ${shown} with a placeholder or splat (":name", ":splat" or "*"): write the whole address on each side, one rule for each old address, ${EXAMPLE}`;
  }
  if (!SITE_PATH.test(from) || /[%?#]/.test(from) || /\/\.\.?(\/|$)/.test(from)) {
    return `has a rule ${shown} whose first address is not a plain path of this site: write it as the visitor's old address from the site root, starting with a single / and without %, ?, # or "..", ${EXAMPLE}`;
  }
  if (builtAddress(from)) {
    return `has a rule ${shown} that would redirect ${shortValue(from, 60)}, an address the site publishes (the home page, its files and the folders /admin, /assets, /pagefind, /static-loader-data, /_img, /images and /documents): redirect only an address the site no longer has, and link a moved file at its new address`;
  }
  // Hosts apply a rule even where a page exists: one line would hide a page from every visitor.
  const page = pageAt(from, pages);
  if (page !== undefined) {
    return `has a rule ${shown}, but ${shortValue(page, 60)} is a page of this site: a rule may only redirect an address the site no longer has. Remove this line; to send visitors from that page to another one, link the other page from it`;
  }
  // Only pages of this site: an address of ours that sends visitors to another site is a gift to
  // anyone who wants a trustworthy-looking link (docs/decisions/048); link another site from a page.
  if (!SITE_PATH.test(to)) {
    return `has a rule ${shown} whose target is not a path of this site: a rule may only send visitors to another page of this site, written from the site root with a single / (for example "/news"); link another site from a page instead`;
  }
  return undefined;
}

function redirectsProblems(text: string, pages: SitePages): LineProblem[] {
  return lines(text).flatMap(({ line, text: rule }) => {
    const message = redirectProblem(rule, pages);
    return message === undefined ? [] : [{ line, message }];
  });
}

function cnameProblems(text: string): LineProblem[] {
  const entries = lines(text);
  if (entries.length !== 1 || !HOST_NAME.test(entries[0]!.text)) {
    return [
      {
        line: entries[0]?.line ?? 1,
        message: 'must hold exactly one host name (for example www.agia.org.ph) and nothing else',
      },
    ];
  }
  return [];
}

function robotsProblems(text: string): LineProblem[] {
  return lines(text).flatMap(({ line, text: rule }) => {
    const colon = rule.indexOf(':');
    const field = colon === -1 ? '' : rule.slice(0, colon).trim().toLowerCase();
    const value = colon === -1 ? '' : rule.slice(colon + 1).trim();
    if (!ROBOTS_FIELDS.has(field) || /[<>]/.test(value)) {
      return [
        {
          line,
          message: `has a line "${shortValue(rule, 80)}" that is not a crawler rule (User-agent, Allow, Disallow, Sitemap or Crawl-delay followed by a value)`,
        },
      ];
    }
    if (field === 'sitemap' && !/^https:\/\/[^\s]+$/.test(value)) {
      return [
        { line, message: `names a sitemap "${shortValue(value, 80)}" that is not an https:// address` },
      ];
    }
    return [];
  });
}

/** Problems of a host file by its name at the top of public/; none for the others. */
export function hostFileProblems(name: string, text: string, pages: SitePages): LineProblem[] {
  if (name === '_redirects') return redirectsProblems(text, pages);
  if (name === 'CNAME') return cnameProblems(text);
  if (name === 'robots.txt') return robotsProblems(text);
  return [];
}
