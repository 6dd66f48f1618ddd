/**
 * Static server for the built site.
 * Inputs:  dist/ (run `npm run build` first; OUT_DIR serves another folder), PORT (default 4173),
 *          HOST (default 127.0.0.1), IGNORE_HEADERS=1 to leave _headers unread, as GitHub Pages
 *          does (the pages then have only the policy they carry in their own <head>).
 * Outputs: the site on http://HOST:PORT/, unknown paths answered by dist/404.html with status 404.
 * Steps:   compress responses (gzip or Brotli, as every static host does, so pages and benchmarks
 *          download what visitors download), serve files with sirv (`/about` finds about.html),
 *          add the headers listed in dist/_headers when the build wrote one (unless told to
 *          ignore it), fall back to the 404 page.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import compression from 'compression';
import sirv from 'sirv';
import { sitePaths } from '../src/ssg/site-paths.server';

export interface HeaderRule {
  pattern: string;
  headers: Array<[string, string]>;
  /** Headers removed again for this path (`! Name` lines). */
  detach: string[];
}

/** Parses the `_headers` format of Netlify and Cloudflare Pages: a path line, then indented "Name: value" lines. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: [], detach: [] });
      continue;
    }
    const detached = /^\s+!\s*(\S+)\s*$/.exec(line);
    if (detached) {
      rules.at(-1)?.detach.push(detached[1]!);
      continue;
    }
    const separator = line.indexOf(':');
    const rule = rules.at(-1);
    if (rule && separator > 0)
      rule.headers.push([line.slice(0, separator).trim(), line.slice(separator + 1).trim()]);
  }
  return rules;
}

export function matchesPattern(pattern: string, pathname: string): boolean {
  if (pattern === pathname) return true;
  if (pattern.endsWith('*')) return pathname.startsWith(pattern.slice(0, -1));
  return false;
}

export interface ServeOptions {
  /** Serve as a host that ignores `_headers` (GitHub Pages): no headers from the file. */
  ignoreHeadersFile?: boolean;
}

/** The site's HTTP/1.1 server (`npm start`, the end-to-end tests, the bytes benchmark). */
export function createSiteServer(distDir: string, options: ServeOptions = {}) {
  return createServer(siteRequestHandler(distDir, options));
}

/**
 * Answers one request for a file of the built site. Node's HTTP/2 server takes the same handler
 * through its compatibility API (the benchmarks: scripts/bench/bench-pages.ts).
 */
export function siteRequestHandler(distDir: string, options: ServeOptions = {}) {
  const headersFile = path.join(distDir, '_headers');
  const rules =
    !options.ignoreHeadersFile && existsSync(headersFile)
      ? parseHeadersFile(readFileSync(headersFile, 'utf8'))
      : [];
  const notFoundPage = path.join(distDir, '404.html');
  const files = sirv(distDir, { extensions: ['html'], dev: false, etag: true, gzip: false });
  // The middleware is typed for Express, but needs only Node's request and response.
  const compress = compression() as unknown as (
    req: IncomingMessage,
    res: ServerResponse,
    next: () => void,
  ) => void;
  return (req: IncomingMessage, res: ServerResponse): void => {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    for (const rule of rules) {
      if (!matchesPattern(rule.pattern, pathname)) continue;
      // A header two matching rules attach is sent once with both values, comma-joined, as
      // Cloudflare Pages does (for Content-Security-Policy: both policies are enforced).
      for (const [name, value] of rule.headers) {
        const earlier = res.getHeader(name);
        res.setHeader(name, earlier === undefined ? value : `${String(earlier)}, ${value}`);
      }
      // "! Name" detaches a header a broader rule attached (Cloudflare Pages).
      for (const name of rule.detach) res.removeHeader(name);
    }
    compress(req, res, () => {
      files(req, res, () => {
        res.statusCode = 404;
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.end(existsSync(notFoundPage) ? readFileSync(notFoundPage) : 'Not found');
      });
    });
  };
}

function main(): void {
  const distDir = sitePaths(process.cwd()).outDir;
  if (!existsSync(path.join(distDir, 'index.html'))) {
    console.error(
      `${path.relative(process.cwd(), distDir)}/ has no built site. ` +
        'Run `npm run build` first (or `npm start`, which builds and serves).',
    );
    process.exit(1);
  }
  const host = process.env.HOST ?? '127.0.0.1';
  const port = Number(process.env.PORT ?? 4173);
  const ignoreHeadersFile = process.env.IGNORE_HEADERS === '1';
  createSiteServer(distDir, { ignoreHeadersFile }).listen(port, host, () => {
    const mode = ignoreHeadersFile ? ' without the headers of _headers, as GitHub Pages serves it' : '';
    console.log(`AGIA website is being served at http://${host}:${port}/${mode} (press Ctrl+C to stop)`);
  });
}

if (process.argv[1] && path.resolve(process.argv[1]).endsWith(path.join('scripts', 'serve.ts'))) main();
