import { describe, expect, it } from 'vitest';
import {
  connectOriginsFrom,
  contentSecurityPolicy,
  HEADER_ONLY_DIRECTIVES,
  headerPolicies,
  headersFile,
  UPLOADED_IMAGE_POLICY,
  inlineScripts,
  metaContentSecurityPolicy,
  metaPolicies,
  originsOf,
  scriptFolderPolicy,
  scriptFolderSources,
  scriptHash,
} from '../../scripts/postbuild/csp';
import { sitePolicy, unallowedScripts } from '../../scripts/postbuild/security-headers';
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

  it('reads scripts as the browser does: any attribute order, case or quoting, and every type it checks', () => {
    const html = [
      '<SCRIPT TYPE=" Module ">one()</SCRIPT>',
      "<script id=x type='text/ecmascript'>two()</script>",
      '<script type="">three()</script>',
      '<script language="javascript">four()</script>',
      '<script type="importmap">{"imports":{}}</script>',
      '<script type="speculationrules">{"prefetch":[]}</script>',
      // Not run: a file, a data block, a MIME type with parameters, an unknown language.
      '<script data-x=">" src="/assets/a.js"></script>',
      '<script src="">ignored()</script>',
      '<script type="application/ld+json">{"a":"</p>"}</script>',
      '<script type="text/javascript; charset=utf-8">no()</script>',
      '<script language="vbscript">no()</script>',
      // Not scripts at all: inside a comment, inert inside a template, text of a <textarea>.
      '<!-- <script>commented()</script> -->',
      '<template><script>inert()</script></template>',
      '<textarea><script>typed()</script></textarea>',
      // An SVG script runs too; one with href loads a file. In HTML, href is no address.
      '<svg><script>svg()</script><script href="/assets/b.js"></script></svg>',
      '<script href="/assets/c.js">five()</script>',
      // The body ends at the first </script>, whatever it holds.
      '<script>var s = "<!-- <p>";</script>',
    ].join('');
    expect(inlineScripts(html)).toEqual([
      'one()',
      'two()',
      'three()',
      'four()',
      '{"imports":{}}',
      '{"prefetch":[]}',
      'svg()',
      'five()',
      'var s = "<!-- <p>";',
    ]);
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
    expect(policy.page.csp[0]).toContain("connect-src 'self' https://abcdefghijklmnop.supabase.co;");
    expect(sitePolicy({ inlineScripts: [], embedUrls: [], env: {} }).page.csp[0]).toContain(
      "connect-src 'self';",
    );
  });

  it("allows a page's inline scripts by their hashes in its <meta> policy; the shared header leaves them to it", () => {
    const policy = sitePolicy({
      inlineScripts: ["window.__VITE_REACT_SSG_HASH__ = 'abc'"],
      embedUrls: [],
      env: {},
    });
    expect(policy.scriptHashes).toEqual([scriptHash("window.__VITE_REACT_SSG_HASH__ = 'abc'")]);
    expect(policy.page.csp[0]).toContain(`script-src 'self' 'wasm-unsafe-eval' ${policy.scriptHashes[0]};`);
    expect(policy.page.referrer).toBe('strict-origin-when-cross-origin');
    expect(policy.header).toContain("script-src 'self' 'wasm-unsafe-eval' 'unsafe-inline';");
    expect(policy.header).not.toContain('sha256-');
  });

  it('names every page with an inline script one of its own policies does not allow, or with no policy', () => {
    const ok = scriptHash('ok()');
    const page = (route: string, inlineScripts: string[], pagePolicies: string[]) => ({
      route,
      inlineScripts,
      pagePolicies,
    });
    const pages = [
      page('/', ['ok()'], [`script-src 'self' ${ok}`, `script-src *:*/assets/ ${ok}`]),
      page('/news/a', ['ok()', 'alert(1)'], [`script-src ${ok}`]),
      page('/news/b', ['ok()'], []),
      page('/news/c', ['ok()'], [`script-src 'self' ${ok}`, 'script-src *:*/assets/']),
    ];
    expect(unallowedScripts(pages)).toEqual([
      `/news/a: inline script ${scriptHash('alert(1)')} is not allowed by the page's policy ("alert(1)")`,
      '/news/b: carries no <meta http-equiv="Content-Security-Policy">',
      `/news/c: inline script ${ok} is not allowed by the page's policy ("ok()")`,
    ]);
    expect(unallowedScripts(pages.slice(0, 1))).toEqual([]);
  });
});

describe('the second policy: scripts only from the build folders', () => {
  const input = { scriptHashes: ["'sha256-b'", "'sha256-a'"], frameOrigins: [] };

  it('allows scripts from assets/ and pagefind/ on any origin, with the same inline scripts and WebAssembly', () => {
    expect(scriptFolderPolicy(input)).toBe(
      "script-src *:*/assets/ *:*/pagefind/ 'wasm-unsafe-eval' 'sha256-a' 'sha256-b'",
    );
    // Every source but the two folders is one the site's own policy allows too.
    const [, ...sources] = contentSecurityPolicy(input)
      .split('; ')
      .find((directive) => directive.startsWith('script-src '))!
      .split(' ');
    expect(scriptFolderPolicy(input).split(' ').slice(3)).toEqual(sources.slice(1));
  });

  it('puts the folders under the base path, encoded so that no base path can break the policy', () => {
    expect(scriptFolderSources('/agia')).toEqual(['*:*/agia/assets/', '*:*/agia/pagefind/']);
    expect(scriptFolderSources('/agia/')).toEqual(['*:*/agia/assets/', '*:*/agia/pagefind/']);
    expect(scriptFolderSources('')).toEqual(['*:*/assets/', '*:*/pagefind/']);
    expect(scriptFolderSources('/a b;c,d')).toEqual([
      '*:*/a%20b%3Bc%2Cd/assets/',
      '*:*/a%20b%3Bc%2Cd/pagefind/',
    ]);
  });

  it('travels as a second policy: after a comma in the header, in a second <meta> in the page', () => {
    const header = headerPolicies({ ...input, basePath: '/agia' });
    expect(header.split(', ')).toEqual([
      contentSecurityPolicy(input),
      "script-src *:*/agia/assets/ *:*/agia/pagefind/ 'wasm-unsafe-eval' 'sha256-a' 'sha256-b'",
    ]);
    expect(metaPolicies({ ...input, basePath: '/agia' })).toEqual([
      metaContentSecurityPolicy(input),
      header.split(', ')[1],
    ]);
    // The one comma is the one between the policies.
    expect(header.split(',')).toHaveLength(2);
  });

  it("takes the build's base path (BASE_PATH) unless it is given", () => {
    const previous = process.env.BASE_PATH;
    try {
      process.env.BASE_PATH = '/agia/';
      expect(sitePolicy({ inlineScripts: [], embedUrls: [], env: {} }).page.csp[1]).toMatch(
        /^script-src \*:\*\/agia\/assets\/ \*:\*\/agia\/pagefind\/ /,
      );
      expect(sitePolicy({ inlineScripts: [], embedUrls: [], env: {}, basePath: '' }).header).toContain(
        ', script-src *:*/assets/ *:*/pagefind/ ',
      );
    } finally {
      if (previous === undefined) delete process.env.BASE_PATH;
      else process.env.BASE_PATH = previous;
    }
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
    // Only the images and the site's own drawings add a policy (hosts join the values: both
    // policies are enforced there); no other rule repeats one.
    const others = rules
      .filter((rule) => rule !== all)
      .flatMap((rule) =>
        rule.headers
          .filter(([name]) => name === 'Content-Security-Policy')
          .map(([, value]) => `${rule.pattern} ${value}`),
      );
    expect(others).toEqual([
      `/images/* ${UPLOADED_IMAGE_POLICY}`,
      `/logo.svg ${UPLOADED_IMAGE_POLICY}`,
      `/favicon.svg ${UPLOADED_IMAGE_POLICY}`,
    ]);
    expect(UPLOADED_IMAGE_POLICY).toMatch(/^default-src 'none'; .*; sandbox$/);
  });

  it('detaches the site policy and opener isolation from the web editor, which carries its own', () => {
    const rules = parseHeadersFile(headersFile("default-src 'self'"));
    for (const pattern of ['/admin', '/admin/*']) {
      const admin = rules.find((rule) => rule.pattern === pattern);
      expect(admin?.detach, pattern).toEqual(['Content-Security-Policy', 'Cross-Origin-Opener-Policy']);
      expect(Object.fromEntries(admin!.headers)).toEqual({ 'X-Robots-Tag': 'noindex' });
    }
  });
});
