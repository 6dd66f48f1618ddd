/**
 * The embeds' origins go into the security policy as they are (frame-src): each must be exactly
 * https://host[:port], with no wildcard or separator (a security review found `https://*.com`
 * became a frame-src wildcard). The content check names the file and line; the build refuses too.
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildContent } from '../../scripts/build-content';
import { embedOrigin, EMBED_ORIGIN_HINT, siteEmbedProblems } from '../../scripts/content/embed-origins';
import { parseYaml } from '../../scripts/content/yaml-source';
import { validate } from '../../scripts/content/validate';
import { SiteSchema } from '../../src/content/schemas/site';
import { contentSecurityPolicy, originsOf } from '../../scripts/postbuild/csp';

describe('embedOrigin', () => {
  it('gives the origin of an https address of one host', () => {
    expect(embedOrigin('https://www.openstreetmap.org/export/embed.html?bbox=1,2')).toBe(
      'https://www.openstreetmap.org',
    );
    expect(embedOrigin('https://WWW.Facebook.com/plugins/page.php?href=x')).toBe('https://www.facebook.com');
    expect(embedOrigin('https://maps.example.org:8443/embed')).toBe('https://maps.example.org:8443');
    expect(embedOrigin('https://maps.example.org:443/embed')).toBe('https://maps.example.org');
    expect(embedOrigin('https://bücher.example/x')).toBe('https://xn--bcher-kva.example');
  });

  it('refuses wildcards, separators, quotes, spaces, credentials and other schemes', () => {
    for (const address of [
      'https://*.com/x',
      'https://*/x',
      'https://a.com;script-src *;/x',
      'https://a.com,https://b.com/x',
      "https://a.com'unsafe-inline'/x",
      'https://a.com" /x',
      'https://a .com/x',
      'https://user:pw@a.com/x',
      'https://a%2A.com/x',
      'https://a_b.com/x',
      'https://localhost/x',
      'http://a.com/x',
      'javascript:alert(1)',
      '//a.com/x',
      'https:///x',
    ])
      expect(embedOrigin(address), address).toBeUndefined();
  });
});

describe('originsOf', () => {
  it('names every embed origin once, sorted, in frame-src', () => {
    const frameOrigins = originsOf([
      'https://www.openstreetmap.org/export/embed.html?bbox=1',
      'https://www.facebook.com/plugins/page.php?href=x',
      'https://www.facebook.com/other',
    ]);
    expect(frameOrigins).toEqual(['https://www.facebook.com', 'https://www.openstreetmap.org']);
    expect(contentSecurityPolicy({ scriptHashes: [], frameOrigins })).toContain(
      'frame-src https://www.facebook.com https://www.openstreetmap.org;',
    );
  });

  it('stops the build on an address whose origin would widen or break the policy, naming it', () => {
    expect(() => originsOf(['https://www.openstreetmap.org/x', 'https://*.com/x'])).toThrow(
      `An embed address cannot be allowed in the security policy: "https://*.com/x" ${EMBED_ORIGIN_HINT}`,
    );
    expect(() => originsOf(['https://a.com;frame-ancestors *;/x'])).toThrow(/frame-ancestors/);
  });
});

describe('siteEmbedProblems', () => {
  it('names content/site.yaml, the line and the field of each unsafe embed address', () => {
    const text = [
      'name: AGIA',
      'social:',
      '  network: Facebook',
      '  url: https://www.facebook.com/agia',
      '  embedUrl: https://*.facebook.com/plugins/page.php',
      'map:',
      '  embedUrl: https://www.openstreetmap.org/export/embed.html',
      '  url: https://www.openstreetmap.org/',
      '',
    ].join('\n');
    const { data, lineOf } = parseYaml(text);
    const problems = siteEmbedProblems(data as never, { file: 'content/site.yaml', lineOf, data });
    expect(problems).toEqual([
      {
        file: 'content/site.yaml',
        line: 5,
        path: ['social', 'embedUrl'],
        message: `${EMBED_ORIGIN_HINT} (got https://*.facebook.com/plugins/page.php)`,
      },
    ]);
  });

  it('is part of the content check: the fixture site passes, a wildcard host is named with its line', async () => {
    const fixture = await readFile('tests/fixtures/site/content/site.yaml', 'utf8');
    const { data, lineOf } = parseYaml(fixture);
    expect(siteEmbedProblems(data as never, { file: 'content/site.yaml', lineOf, data })).toEqual([]);

    const root = await mkdtemp(path.join(tmpdir(), 'agia-embeds-'));
    try {
      await mkdir(path.join(root, 'content'));
      const bad = fixture.replace(/^(\s+embedUrl:\s*)https:\/\/[^/\s]+/m, '$1https://*.example.com');
      expect(bad).not.toBe(fixture);
      await writeFile(path.join(root, 'content/site.yaml'), bad);
      const { problems } = await buildContent(root, '2026-11-22', 'https://www.agia.org.ph', {
        imageCache: path.join(root, 'cache'),
      });
      const line = bad.split('\n').findIndex((text) => text.includes('https://*.example.com')) + 1;
      // The schema refuses it first: the host is not one of the embed providers.
      expect(problems.filter((problem) => problem.line === line)).toEqual([
        expect.objectContaining({ file: 'content/site.yaml', path: ['social', 'embedUrl'] }),
      ]);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});

describe('the embed providers of content/site.yaml', () => {
  const MAP =
    "must be the embed address of OpenStreetMap (https://www.openstreetmap.org/export/embed.html?...) or Google Maps (https://www.google.com/maps/embed?...), copied from the provider's Share > Embed: no other site may be shown in a frame";
  const SOCIAL =
    "must be the embed address of the Facebook page plugin (https://www.facebook.com/plugins/page.php?...), copied from the provider's Share > Embed: no other site may be shown in a frame";

  async function problemsWith(map: string, social: string) {
    const fixture = await readFile('tests/fixtures/site/content/site.yaml', 'utf8');
    const text = fixture
      .replace(/^(\s+embedUrl:\s*)https:\/\/www\.openstreetmap\.org\S*/m, `$1${map}`)
      .replace(/^(\s+embedUrl:\s*)https:\/\/www\.facebook\.com\S*/m, `$1${social}`);
    const { data, lineOf } = parseYaml(text);
    const lineOfText = (value: string) => text.split('\n').findIndex((line) => line.includes(value)) + 1;
    const { problems } = validate(SiteSchema, data, { file: 'content/site.yaml', lineOf, data } as never);
    return { problems, lineOfText };
  }

  it('accepts OpenStreetMap, Google Maps and the Facebook page plugin', async () => {
    const google = 'https://www.google.com/maps/embed?pb=!1m18!1m12';
    expect((await problemsWith(google, 'https://www.facebook.com/plugins/page.php?href=x')).problems).toEqual(
      [],
    );
  });

  it('refuses any other host or page, naming the file, line and field', async () => {
    const map = 'https://www.openstreetmap.org.evil.example/export/embed.html?bbox=1';
    const social = 'https://www.facebook.com/login.php?next=x';
    const { problems, lineOfText } = await problemsWith(map, social);
    expect(problems).toEqual([
      expect.objectContaining({
        file: 'content/site.yaml',
        line: lineOfText(social),
        path: ['social', 'embedUrl'],
        message: `${SOCIAL} (got ${social})`,
      }),
      expect.objectContaining({
        file: 'content/site.yaml',
        line: lineOfText(map),
        path: ['map', 'embedUrl'],
        message: `${MAP} (got ${map})`,
      }),
    ]);
    for (const other of ['https://evil.example/map', 'https://www.google.com/url?q=https://evil.example'])
      expect(
        (await problemsWith(other, 'https://www.facebook.com/plugins/page.php?href=x')).problems,
      ).toHaveLength(1);
  });
});
