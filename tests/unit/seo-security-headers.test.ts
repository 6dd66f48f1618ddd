import { describe, expect, it } from 'vitest';
import {
  connectOriginsFrom,
  contentSecurityPolicy,
  HEADER_ONLY_DIRECTIVES,
  headersFile,
  inlineScripts,
  metaContentSecurityPolicy,
  originsOf,
  scriptHash,
} from '../../scripts/postbuild/csp';
import { sitePolicy, unallowedScripts } from '../../scripts/postbuild/security-headers';
import { buildHashScript } from '../../src/ssg/page-parts';
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

describe('the policy in the header and in the page', () => {
  const input = {
    scriptHashes: ["'sha256-a'"],
    frameOrigins: ['https://www.openstreetmap.org'],
  };
  const header = contentSecurityPolicy(input);
  const meta = metaContentSecurityPolicy(input);

  it('carries in the page everything the header has but what a <meta> policy cannot hold', () => {
    const names = (policy: string) => policy.split('; ').map((directive) => directive.split(' ')[0]);
    expect(names(header)).toContain('frame-ancestors');
    for (const name of HEADER_ONLY_DIRECTIVES) expect(names(meta)).not.toContain(name);
    const headerRest = header
      .split('; ')
      .filter((directive) => !directive.startsWith('frame-ancestors '))
      .join('; ');
    expect(meta).toBe(headerRest);
  });

  it("adds the Supabase project's origin to connect-src when VITE_SUPABASE_URL is set", () => {
    const env = {
      VITE_SUPABASE_URL: 'https://abcdefghijklmnop.supabase.co/',
      VITE_SUPABASE_ANON_KEY: 'sb_publishable_0123456789abcdefghijkl',
    };
    expect(connectOriginsFrom(env)).toEqual(['https://abcdefghijklmnop.supabase.co']);
    expect(connectOriginsFrom({})).toEqual([]);
    // An invalid setting stops the build elsewhere (src/auth/config.ts); it opens nothing here.
    expect(
      connectOriginsFrom({ VITE_SUPABASE_URL: 'http://example.org', VITE_SUPABASE_ANON_KEY: 'a' }),
    ).toEqual([]);
    const policy = sitePolicy({ inlineScripts: [], embedUrls: [], env });
    expect(policy.header).toContain("connect-src 'self' https://abcdefghijklmnop.supabase.co;");
    expect(policy.page.csp).toContain("connect-src 'self' https://abcdefghijklmnop.supabase.co;");
    expect(sitePolicy({ inlineScripts: [], embedUrls: [], env: {} }).page.csp).toContain(
      "connect-src 'self';",
    );
  });

  it('allows the build-hash script by its hash, known before any page is written', () => {
    const policy = sitePolicy({ inlineScripts: [buildHashScript('abc')], embedUrls: [], env: {} });
    expect(policy.scriptHashes).toEqual([scriptHash("window.__VITE_REACT_SSG_HASH__ = 'abc'")]);
    expect(policy.page.csp).toContain(`script-src 'self' 'wasm-unsafe-eval' ${policy.scriptHashes[0]};`);
    expect(policy.page.referrer).toBe('strict-origin-when-cross-origin');
  });

  it('names every page with an inline script the policy does not allow', () => {
    const allowed = [scriptHash('ok()')];
    const pages = [
      {
        route: '/',
        file: 'index.html',
        html: '<script>ok()</script><script type="application/json">{}</script>',
      },
      { route: '/news/a', file: 'news/a.html', html: '<script>alert(1)</script>' },
    ];
    expect(unallowedScripts(pages, allowed)).toEqual([
      `/news/a: inline script ${scriptHash('alert(1)')} is not allowed by the policy ("alert(1)")`,
    ]);
    expect(unallowedScripts(pages.slice(0, 1), allowed)).toEqual([]);
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

  it('detaches the site policy and opener isolation from the web editor, which carries its own', () => {
    const admin = parseHeadersFile(headersFile("default-src 'self'")).find(
      (rule) => rule.pattern === '/admin/*',
    );
    expect(admin?.detach).toEqual(['Content-Security-Policy', 'Cross-Origin-Opener-Policy']);
    expect(Object.fromEntries(admin!.headers)).toEqual({ 'X-Robots-Tag': 'noindex' });
  });
});
