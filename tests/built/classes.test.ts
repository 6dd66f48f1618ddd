/**
 * No page is built with conflicting Tailwind classes on one element (two utilities setting the same
 * property under the same variants): `cn()` joins classes without resolving conflicts, so the
 * components must not write them (docs/decisions/014-design-system.md). The hydrated
 * pages, with their menus open, are checked in the live browser pass.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { fileOfRoute, prerenderedRoutes } from '../support/built-site';
import { classConflictReport } from '../support/class-conflicts';
import { BOTH } from './sites';

/** Every class attribute in a page's HTML (read from the text: parsing each page would take seconds). */
export function classListsOf(html: string): string[] {
  return [...html.matchAll(/\sclass="([^"]*)"/g)].map(([, classList]) => classList!);
}

describe.each(BOTH)('%s', (dir) => {
  test('no element of any page carries two classes that set the same property', () => {
    const pages = [
      ...prerenderedRoutes(dir).map((route) => fileOfRoute(route, dir)),
      path.join(dir, '404.html'),
    ];
    const conflicts = pages.flatMap((file) =>
      classConflictReport(classListsOf(readFileSync(file, 'utf8'))).map(
        (line) => `${path.relative(dir, file)}: ${line}`,
      ),
    );
    expect(conflicts).toEqual([]);
  });
});
