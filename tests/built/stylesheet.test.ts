/**
 * Every page carries the site's whole stylesheet in a <style> (vite.config.ts, beasties'
 * inlineThreshold): it applies as the HTML arrives, with or without scripts. No page links a
 * stylesheet through a preload, a `media` swap or an `onload` attribute: the pages' security
 * policy forbids inline event handlers, so such a stylesheet would never apply.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { keptManifestFile, readManifest } from '../../scripts/build/vite-manifest';
import { prerenderedRoutes, readBuiltPage } from '../support/built-site';
import { BOTH } from './sites';

describe.each(BOTH)('%s', (dir) => {
  const manifest = readManifest(keptManifestFile(process.cwd(), dir));
  const entryCss = Object.values(manifest).find((chunk) => chunk.isEntry)?.css ?? [];
  const routes = [...prerenderedRoutes(dir), '/404'];

  test('the build has one stylesheet', () => {
    expect(entryCss).toHaveLength(1);
  });

  test('every page holds the whole stylesheet in a <style>, and links none', () => {
    const sheet = readFileSync(path.join(dir, entryCss[0] ?? ''), 'utf8').trim();
    expect(sheet.length).toBeGreaterThan(10_000);
    for (const route of routes) {
      const { document } = readBuiltPage(route, dir);
      const styles = [...document.querySelectorAll('style')].map((style) => style.textContent?.trim());
      expect(styles, route).toContain(sheet);
      expect(document.querySelectorAll('link[rel~="stylesheet"], link[as="style"]').length, route).toBe(0);
    }
  });

  test('no element of any page has an inline event handler (the policy blocks them)', () => {
    for (const route of routes) {
      const { document } = readBuiltPage(route, dir);
      const handlers = [...document.querySelectorAll('*')].flatMap((element) =>
        element.getAttributeNames().filter((name) => name.startsWith('on')),
      );
      expect(handlers, route).toEqual([]);
    }
  });
});
