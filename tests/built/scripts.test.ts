/**
 * The browser's scripts, read from the built files: what they must not do on every page load.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { BOTH } from './sites';

describe.each(BOTH)('%s', (dir) => {
  test('no script makes an Intl formatter: the first one loads locale data in a long task (decision record 006)', () => {
    const assets = path.join(dir, 'assets');
    const scripts = readdirSync(assets).filter((name) => name.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    const usingIntl = scripts.filter((name) =>
      /\bIntl\.\w/.test(readFileSync(path.join(assets, name), 'utf8')),
    );
    expect(usingIntl).toEqual([]);
  });
});
