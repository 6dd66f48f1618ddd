/**
 * supabase-js must stay out of the JavaScript every visitor downloads: only
 * src/auth/create-client.ts imports it at run time, and that module is reached only through
 * `import()` in load-auth-client.ts, never from the page or layout graph.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, it } from 'vitest';
import { loadAuthClient } from '../../src/auth/load-auth-client';

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !file.includes(`${path.sep}generated${path.sep}`));
}

/** Static imports that survive compilation (not `import type`, not inline type-only lists). */
function runtimeImports(source: string): string[] {
  const specifiers: string[] = [];
  for (const match of source.matchAll(/^import\s+(?!type\b)([\s\S]*?)\s+from\s+'([^']+)';/gm)) {
    const clause = match[1] ?? '';
    const names = /^\{([\s\S]*)\}$/.exec(clause.trim())?.[1];
    const allTypes = names
      ?.split(',')
      .map((name) => name.trim())
      .filter(Boolean)
      .every((name) => name.startsWith('type '));
    if (!allTypes) specifiers.push(match[2] ?? '');
  }
  return specifiers;
}

it('imports @supabase/supabase-js at run time from create-client.ts only', async () => {
  const importers: string[] = [];
  for (const file of await sourceFiles('src')) {
    const imports = runtimeImports(await readFile(file, 'utf8'));
    if (imports.some((specifier) => specifier.startsWith('@supabase/'))) {
      importers.push(path.relative('src', file));
    }
  }
  expect(importers).toEqual([path.join('auth', 'create-client.ts')]);
});

it('reaches create-client.ts only through a dynamic import', async () => {
  const staticImporters: string[] = [];
  for (const file of await sourceFiles('src')) {
    const source = await readFile(file, 'utf8');
    if (runtimeImports(source).some((specifier) => specifier.endsWith('/create-client'))) {
      staticImporters.push(file);
    }
  }
  expect(staticImporters).toEqual([]);
  const loader = await readFile('src/auth/load-auth-client.ts', 'utf8');
  expect(loader).toContain("import('./create-client')");
});

it('creates no client outside the browser (prerendering)', async () => {
  expect(typeof window).toBe('undefined');
  await expect(
    loadAuthClient({
      VITE_SUPABASE_URL: 'https://abcdefghijklmnop.supabase.co',
      VITE_SUPABASE_ANON_KEY: 'sb_publishable_test-key',
    }),
  ).resolves.toBeNull();
});
