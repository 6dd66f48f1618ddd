import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createSecureServer } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { manilaDate } from '../../src/lib/dates';
import { newsPath } from '../../src/lib/news-pages';
import { siteRequestHandler, type ServeOptions } from '../serve';
import { pagePath } from '../../src/site-pages';
import { generatedDir, loadGeneratedIndex } from '../content/generated-dir';

function firstArticle(distDir: string): string {
  const file = readdirSync(path.join(distDir, 'news')).find((name) => name.endsWith('.html'));
  if (!file) throw new Error('No news article in dist/news/: build the site first.');
  return newsPath(file.replace(/\.html$/, ''));
}

/**
 * The day the site being measured was built for: the content build of this project and
 * environment (CONTENT_ROOT, BASE_PATH), read at run time, so a benchmark of the fixture site
 * reads the fixture's build, and a fresh clone without a live build still runs.
 */
export async function builtForDay(): Promise<string> {
  const { buildToday } = await (await loadGeneratedIndex(generatedDir(process.cwd()))).build();
  return buildToday;
}

/**
 * A warning when the site was built for another day than today in Manila, else null. Pages that
 * show upcoming trainings check the date again once they have hydrated and then show other
 * trainings: a new paint a visitor of the nightly build does not see, taken for the page's.
 */
export function buildDayWarning(builtFor: string, today = manilaDate()): string | null {
  if (builtFor === today) return null;
  return (
    `The site was built for ${builtFor}; today in Manila is ${today}. The calendar pages ` +
    "show other trainings once they hydrate, so their paint figures are not a visitor's: " +
    'run `npm run build` first.'
  );
}

/** The pages the paint benchmarks measure: home, a news article, the calendar, issuances, contact. */
export function benchPages(distDir: string): string[] {
  return [
    '/',
    firstArticle(distDir),
    pagePath('/training/calendar'),
    pagePath('/issuances'),
    pagePath('/contact'),
  ];
}

/**
 * A certificate for 127.0.0.1 that lives as long as one benchmark, made with openssl (browsers
 * speak HTTP/2 only over TLS). The benchmarks' Chromium accepts it (CHROMIUM_ARGS).
 */
function throwawayCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(path.join(tmpdir(), 'agia-bench-tls-'));
  const keyFile = path.join(dir, 'key.pem');
  const certFile = path.join(dir, 'cert.pem');
  try {
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes']
        .concat(['-keyout', keyFile, '-out', certFile, '-days', '1', '-subj', '/CN=127.0.0.1'])
        .concat(['-addext', 'subjectAltName=IP:127.0.0.1']),
      { stdio: 'ignore' },
    );
    return { key: readFileSync(keyFile), cert: readFileSync(certFile) };
  } catch (error) {
    throw new Error(
      'The benchmarks serve the site over HTTP/2 with a throwaway certificate made by openssl, ' +
        'which failed or is missing (Debian: apt-get install openssl).',
      { cause: error },
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Serves a built site on a free port of 127.0.0.1 as the production host does: HTTP/2 over TLS,
 * compressed, with the _headers rules (scripts/serve.ts). Over HTTP/1.1 a browser opens up to six
 * connections and Lighthouse's simulation charges each its own handshake and slow start, which
 * no visitor of the host pays (docs/decisions/037, update of 2026-11-25). `ignoreHeadersFile`
 * serves as GitHub Pages does, without the `_headers` rules.
 */
export async function serveBuiltSite(
  distDir: string,
  options: ServeOptions = {},
): Promise<{ origin: string; close: () => void }> {
  const server = createSecureServer(
    { ...throwawayCertificate(), allowHTTP1: true },
    // The compatibility API hands the handler request and response objects shaped like HTTP/1.1's.
    siteRequestHandler(distDir, options) as unknown as Parameters<typeof createSecureServer>[1],
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `https://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => server.close(),
  };
}
