/**
 * The content check finishes quickly and answers with a message, never a stack trace, on the
 * security review's inputs: a 256 KB file of blank front-matter lines, a 60,000-character unknown
 * link, a broken %-code in a link and front matter opened with a lone carriage return.
 */
import { cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runContentBuild } from '../../scripts/build-content';
import { NOT_CHECKED_MESSAGE } from '../../scripts/content/compile-bodies';
import { distance, nearest } from '../../scripts/content/nearest';

const SITE = path.resolve(import.meta.dirname, '../fixtures/site');
const NEWS = 'content/news/2099-hostile.md';
let root: string;

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'agia-bounded-'));
  cpSync(path.join(SITE, 'content'), path.join(root, 'content'), { recursive: true });
  cpSync(path.join(SITE, 'public'), path.join(root, 'public'), { recursive: true });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const ARTICLE = (body: string) =>
  [
    '---',
    'title: Board Meeting Held',
    'date: 2099-02-10',
    'excerpt: The Board met to plan the year.',
    '---',
    '',
    body,
    '',
  ].join('\n');

async function problemLines(): Promise<string[]> {
  const report = await runContentBuild(root, {
    write: true,
    today: '2026-11-22',
    imageCache: path.join(root, 'cache'),
  });
  expect(existsSync(path.join(root, '.generated'))).toBe(false);
  expect(report).not.toBeNull();
  return report!.split('\n').filter((line) => line.startsWith('content/'));
}

describe('bounded checks', () => {
  it('names every Markdown file it had no time left to check, at its body, and writes nothing', async () => {
    // A total time of 0: the cap is reached before the first body, so every file with a body is named.
    const report = await runContentBuild(root, {
      write: true,
      today: '2026-11-22',
      imageCache: path.join(root, 'cache'),
      timeLimitMs: 0,
    });
    expect(existsSync(path.join(root, '.generated'))).toBe(false);
    const lines = report!.split('\n').filter((line) => line.startsWith('content/'));
    const unchecked = lines.filter((line) => line.endsWith(NOT_CHECKED_MESSAGE));
    expect(unchecked.length).toBeGreaterThan(0);
    expect(unchecked).toEqual(lines);
    for (const line of unchecked) expect(line).toMatch(/^content\/(news|pages)\/[\w-]+\.md:\d+ /);
  });

  it('refuses 256 KB of blank front-matter lines without parsing them', async () => {
    writeFileSync(path.join(root, NEWS), `---\n${'\n'.repeat(256 * 1024 - 10)}`);
    expect(await problemLines()).toEqual([
      `${NEWS}:1 has front matter longer than 1,000 lines (or its closing --- line is missing): shorten it`,
    ]);
  });

  it('gives no suggestion for a 60,000-character unknown link and quotes it shortened', async () => {
    const long = `/${'a'.repeat(60_000)}`;
    writeFileSync(path.join(root, NEWS), ARTICLE(`See [the page](${long}).`));
    const shown = `${long.slice(0, 97)}...`;
    expect(await problemLines()).toEqual([
      `${NEWS}:7 body: links to ${shown}, but the site has no page ${shown} (check the address on the live site)`,
    ]);
  });

  it('answers a broken %-code in a link with a message', async () => {
    writeFileSync(path.join(root, NEWS), ARTICLE('Read [the form](/documents/%E0%A4%A.pdf).'));
    expect(await problemLines()).toEqual([
      `${NEWS}:7 body: refers to /documents/%E0%A4%25A.pdf, which has a broken %-code (% must be followed by two hexadecimal digits of a valid character): correct the path`,
    ]);
  });

  it('answers front matter opened by a lone carriage return with a message', async () => {
    writeFileSync(path.join(root, NEWS), '---\r__proto__');
    expect(await problemLines()).toEqual([
      `${NEWS}:1 front matter must be YAML: the file must start with a line containing only --- (found "---\\r__proto__")`,
    ]);
  });
});

/** A PNG whose header claims width x height pixels (the pixel data is one tiny row). */
async function claimedPng(width: number, height: number): Promise<Buffer> {
  const png = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#fff' } })
    .png()
    .toBuffer();
  // IHDR: length (4), type (4), width (4), height (4), ... then its CRC over type and data.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

describe('huge images', () => {
  it('refuses a 60,000 x 60,000 PNG with a message before anything decodes it', async () => {
    writeFileSync(path.join(root, 'public/images/news/huge.png'), await claimedPng(60_000, 60_000));
    const report = await runContentBuild(root, {
      write: true,
      today: '2026-11-22',
      imageCache: path.join(root, 'cache'),
    });
    expect(report!.split('\n').filter((line) => line.startsWith('public/'))).toEqual([
      'public/images/news/huge.png is 60,000 x 60,000 pixels (3,600 megapixels; an image may have at most 50): resize it to 2,400 pixels wide (the site shows photos at most 1,440 pixels wide)',
    ]);
    expect(existsSync(path.join(root, 'cache'))).toBe(false);
  });
});

describe('nearest name', () => {
  it('still finds a near name, swaps included', () => {
    expect(distance('titel', 'title')).toBe(1);
    expect(distance('kitten', 'sitting')).toBe(3);
    expect(nearest('/trainng', ['/training', '/news'])).toBe('/training');
  });

  it('skips names whose length alone puts them out of reach, and long names entirely', () => {
    expect(nearest('/abcdefghijklm', ['/abcdefghijklmnopq'])).toBeUndefined();
    expect(nearest('/abcdefghijklm', ['/abcdefghijklmnop'])).toBe('/abcdefghijklmnop');
    const long = 'a'.repeat(201);
    expect(nearest(long, [long.slice(0, 200)])).toBeUndefined();
  });
});
