import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  headersFile,
  inlineScripts,
  originsOf,
  scriptHash,
} from '../../scripts/postbuild/csp';
import { charsetFirst } from '../../scripts/prerender/head-order';
import { escapeJsonForHtml, moveHydrationData } from '../../scripts/prerender/hydration-data';
import { parseHeadersFile } from '../../scripts/serve';

describe('inline scripts and their hashes', () => {
  it('finds only scripts the browser would run', () => {
    const html = [
      '<script type="module" src="/assets/app.js"></script>',
      '<script type="application/ld+json">{"a":1}</script>',
      '<script type="application/json" id="d">{}</script>',
      "<script>window.__VITE_REACT_SSG_HASH__ = 'abc'</script>",
      '<script type="module">import "/x.js"</script>',
    ].join('');
    expect(inlineScripts(html)).toEqual(["window.__VITE_REACT_SSG_HASH__ = 'abc'", 'import "/x.js"']);
  });

  it('hashes a script body as CSP expects (sha256, base64)', () => {
    // printf "alert('Hello, world.');" | openssl dgst -sha256 -binary | base64
    expect(scriptHash("alert('Hello, world.');")).toBe(
      "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='",
    );
  });
});

describe('contentSecurityPolicy', () => {
  const csp = contentSecurityPolicy({
    scriptHashes: ["'sha256-b'", "'sha256-a'", "'sha256-a'"],
    frameOrigins: originsOf([
      'https://www.openstreetmap.org/export/embed.html?bbox=1',
      'https://www.facebook.com/plugins/page.php?href=x',
      'https://www.facebook.com/other',
    ]),
  });
  const directive = (name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `));

  it('allows scripts from the site and the hashed inline scripts only', () => {
    expect(directive('script-src')).toBe("script-src 'self' 'wasm-unsafe-eval' 'sha256-a' 'sha256-b'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  });

  it('limits frames to the map and social providers and forbids framing the site', () => {
    expect(directive('frame-src')).toBe('frame-src https://www.facebook.com https://www.openstreetmap.org');
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive('base-uri')).toBe("base-uri 'none'");
    expect(directive('form-action')).toBe("form-action 'self'");
    expect(directive('object-src')).toBe("object-src 'none'");
  });
});

describe('headersFile', () => {
  it('is read back by the preview server with every security header on every path', () => {
    const rules = parseHeadersFile(headersFile("default-src 'self'"));
    const all = rules.find((rule) => rule.pattern === '/*');
    const names = all?.headers.map(([name]) => name);
    expect(names).toEqual([
      'Content-Security-Policy',
      'Strict-Transport-Security',
      'X-Content-Type-Options',
      'Referrer-Policy',
      'Permissions-Policy',
      'Cross-Origin-Opener-Policy',
      'X-Frame-Options',
    ]);
    expect(Object.fromEntries(all!.headers)).toMatchObject({
      'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Cross-Origin-Opener-Policy': 'same-origin',
    });
    expect(Object.fromEntries(all!.headers)['Permissions-Policy']).toMatch(
      /^accelerometer=\(\), .*camera=\(\)/,
    );
    // No other rule repeats the policy (hosts would join the two values into two policies).
    const others = rules.filter((rule) => rule !== all).flatMap((rule) => rule.headers.map(([name]) => name));
    expect(others).not.toContain('Content-Security-Policy');
  });
});

describe('page rewrites', () => {
  it('moves the router data into a JSON block that parses to the same value', () => {
    const data = { loaderData: { '0-1': { title: 'A </script> & <b>' } }, actionData: null, errors: null };
    const literal = JSON.stringify(JSON.stringify(data)).replace(/</g, '\\u003c');
    const html = `<div id="root"></div><script>window.__staticRouterHydrationData = JSON.parse(${literal});</script>`;
    const out = moveHydrationData(html);
    const match = /<script type="application\/json" id="router-hydration-data">([\s\S]*?)<\/script>/.exec(
      out,
    );
    expect(match).not.toBeNull();
    expect(out).not.toContain('__staticRouterHydrationData');
    expect(JSON.parse(match![1]!)).toEqual(data);
    expect(match![1]).not.toMatch(/[<>&]/);
  });

  it('leaves a page without router data unchanged', () => {
    expect(moveHydrationData('<p>x</p>')).toBe('<p>x</p>');
    expect(escapeJsonForHtml('{"a":"<&>"}')).toBe('{"a":"\\u003c\\u0026\\u003e"}');
  });

  it('puts <meta charset> first in the head', () => {
    expect(charsetFirst('<head><title>A</title>\n    <meta charset="UTF-8">\n<meta name="x"></head>')).toBe(
      '<head><meta charset="UTF-8"><title>A</title>\n<meta name="x"></head>',
    );
  });
});
