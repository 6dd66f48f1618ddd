/**
 * Every written page's inline scripts are allowed by the policies it carries, read back from the
 * built files as a browser parses them. The build checks the same on its one reading of each page
 * (scripts/build/page-policy.ts, security-headers.ts `unallowedScripts`); this catches a page
 * whose written text does not carry what that reading says.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { htmlFileOf } from '../../scripts/build/ssg-hooks';
import { metaPoliciesIn } from '../../scripts/build/page-policy';
import { inlineScriptsIn } from '../../scripts/postbuild/csp';
import { parseHtml } from '../../scripts/postbuild/html-tree';
import { unallowedScripts } from '../../scripts/postbuild/security-headers';
import { prerenderedRoutes } from '../support/built-site';
import { BOTH } from './sites';

describe.each(BOTH)('%s', (dir) => {
  test('every inline script of every page is allowed by each of its own two policies', () => {
    const pages = [...prerenderedRoutes(dir), '/404'].map((route) => {
      const document = parseHtml(readFileSync(path.join(dir, htmlFileOf(route)), 'utf8'));
      return { route, inlineScripts: inlineScriptsIn(document), pagePolicies: metaPoliciesIn(document) };
    });
    expect(unallowedScripts(pages)).toEqual([]);
    expect(pages.filter((page) => page.pagePolicies.length !== 2).map((page) => page.route)).toEqual([]);
    expect(pages.every((page) => page.inlineScripts.length > 0)).toBe(true);
  });
});
