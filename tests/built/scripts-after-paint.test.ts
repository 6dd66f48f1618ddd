/**
 * Every built page asks for its scripts after its first paint (docs/decisions/042): its module
 * script and module preloads are held in the head's `<template id="page-scripts">`, none is
 * outside it, the stylesheet is an ordinary link, and the inline script that starts them comes
 * just before the stylesheets and is allowed by the policy. All written from Vite's manifest.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { scriptHash } from '../../scripts/postbuild/csp';
import { PAGE_SCRIPTS_ID, START_PAGE_SCRIPTS } from '../../src/ssg/scripts-after-paint';
import { htmlFileOf } from '../../src/runtime/adapter';
import { prerenderedRoutes, readBuiltPage } from '../support/built-site';
import { BOTH } from './sites';

const MODULE_SCRIPT = /<script\b[^>]*\btype="module"[^>]*>/g;
const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;
const TEMPLATE = new RegExp(`<template id="${PAGE_SCRIPTS_ID}">([\\s\\S]*?)</template>`, 'g');

describe.each(BOTH)('%s', (dir) => {
  const files = [...prerenderedRoutes(dir).map(htmlFileOf), '404.html'];

  test('every page holds its entry and its preloads in one template in the head, and no script file outside it', () => {
    const entries = new Set<string>();
    for (const file of files) {
      const html = readFileSync(path.join(dir, file), 'utf8');
      const head = html.slice(0, html.indexOf('</head>'));
      const templates = [...html.matchAll(TEMPLATE)];
      expect(templates, file).toHaveLength(1);
      expect(head, file).toContain(templates[0]![0]);
      const held = templates[0]![1]!;
      const scripts = [...held.matchAll(MODULE_SCRIPT)].map((match) => match[0]);
      expect(scripts, file).toHaveLength(1);
      entries.add(/src="([^"]+)"/.exec(scripts[0]!)![1]!);
      expect(held.match(MODULE_PRELOAD)?.length ?? 0, file).toBeGreaterThan(0);
      const outside = html.replace(TEMPLATE, '');
      expect(outside.match(MODULE_SCRIPT), file).toBeNull();
      expect(outside.match(MODULE_PRELOAD), file).toBeNull();
      // The starter is there once, before the stylesheets and the template.
      expect(html.split(START_PAGE_SCRIPTS), file).toHaveLength(2);
      expect(head, file).toMatch(
        new RegExp(`<script>[^<]*</script>(<link rel="stylesheet"[^>]*>)+<template id="${PAGE_SCRIPTS_ID}">`),
      );
    }
    // One entry for the whole site, and it was built.
    expect(entries.size).toBe(1);
    const [entry] = [...entries];
    expect(entry).toMatch(/\/assets\/main-[\w-]+\.js$/);
    expect(existsSync(path.join(dir, 'assets', path.basename(entry!)))).toBe(true);
  });

  test('the policy allows the starter, and a parsed page sees no script file until the template is used', () => {
    for (const route of ['/', '/training/calendar', '/news']) {
      const { document } = readBuiltPage(route, dir);
      const csp = document
        .querySelector('meta[http-equiv="Content-Security-Policy"]')
        ?.getAttribute('content');
      expect(csp, route).toContain(scriptHash(START_PAGE_SCRIPTS));
      expect(
        document.querySelectorAll('script[type="module"], link[rel="modulepreload"]'),
        route,
      ).toHaveLength(0);
      const template = document.getElementById(PAGE_SCRIPTS_ID) as HTMLTemplateElement;
      expect(template.content.querySelectorAll('script[type="module"][src]'), route).toHaveLength(1);
      // The stylesheet stays an ordinary, render-blocking link in the head.
      expect(document.head.querySelectorAll('link[rel="stylesheet"]'), route).toHaveLength(1);
    }
  });
});
