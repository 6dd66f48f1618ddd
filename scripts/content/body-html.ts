/**
 * The last step of the content build: every compiled Markdown body (a sanitized HAST tree, its
 * images already sized) becomes the HTML string the pages insert and the loader data carries, so
 * the browser needs no Markdown runtime (src/components/content/body-html.tsx renders it).
 */
import type { Root } from 'hast';
import { bodyHtml } from '../../src/components/content/body-html';

/** Whether a value of a generated export is a body's tree. */
export const isTree = (value: unknown): value is Root =>
  typeof value === 'object' &&
  value !== null &&
  (value as Root).type === 'root' &&
  Array.isArray((value as Root).children);

/** Replaces, in place, every `body` tree found in `value` (a generated export) by its HTML. */
export function bodiesToHtml(value: unknown, base: string): void {
  if (Array.isArray(value)) {
    for (const item of value) bodiesToHtml(item, base);
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  const record = value as Record<string, unknown>;
  for (const [key, child] of Object.entries(record)) {
    if (key === 'body' && isTree(child)) record[key] = bodyHtml(child, base);
    else bodiesToHtml(child, base);
  }
}

/** The site's base path as Vite and the router use it ("/" or "/sub/"), from BASE_PATH. */
export function basePathFromEnv(env: { BASE_PATH?: string }): string {
  const trimmed = (env.BASE_PATH ?? '/').replace(/^\/*|\/*$/g, '');
  return trimmed ? `/${trimmed}/` : '/';
}
