/** Each built page's own policy (scripts/build/page-policy.ts), worked out from the page as written. */
import { describe, expect, it } from 'vitest';
import { withPagePolicy } from '../../scripts/build/page-policy';
import { scriptHash } from '../../scripts/postbuild/csp';

const inputs = { embedUrls: ['https://www.openstreetmap.org/export/embed.html'], env: {}, basePath: '' };
const page = (head: string, body = '') =>
  `<!DOCTYPE html><html><head>${head}</head><body><div id="root">${body}</div></body></html>`;

describe('withPagePolicy', () => {
  it("puts the policy of the page's own inline scripts right after its <meta charset>", () => {
    const html = page(
      '<title>A</title><meta data-rh="true" charset="UTF-8"><meta name="description" content="d">',
      '<script>window.__staticRouterHydrationData = JSON.parse("{}");</script><script>window.x = 1</script>',
    );
    const made = withPagePolicy(html, inputs);
    const hashes = [
      scriptHash('window.__staticRouterHydrationData = JSON.parse("{}");'),
      scriptHash('window.x = 1'),
    ];
    expect(made.policy.scriptHashes).toEqual([...hashes].sort());
    const start = made.html.indexOf('charset="UTF-8">') + 'charset="UTF-8">'.length;
    expect(made.html.slice(start)).toMatch(
      /^<meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' 'wasm-unsafe-eval' 'sha256-[^"]+"><meta http-equiv="Content-Security-Policy" content="script-src \*:\*\/assets\/ [^"]+"><meta name="referrer" content="strict-origin-when-cross-origin"><meta name="description"/,
    );
    for (const hash of hashes) expect(made.html.split(hash)).toHaveLength(3);
    expect(made.html.replace(/<meta (http-equiv|name="referrer")[^>]*>/g, '')).toBe(html);
  });

  it('refuses a page without <meta charset>, or with a script before it', () => {
    expect(() => withPagePolicy(page('<title>A</title>'), inputs)).toThrow(/no <meta charset>/);
    expect(() => withPagePolicy(page('<script>x()</script><meta charset="UTF-8">'), inputs)).toThrow(
      /a <script> before its <meta charset>/,
    );
  });
});
