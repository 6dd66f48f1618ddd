/**
 * Post-build step: rewrites each prerendered page.
 * Inputs:  dist/**\/*.html, each with <script>window.__staticRouterHydrationData = JSON.parse("...");</script>
 * Outputs: the same files with that script replaced by a non-executable JSON block
 *          <script type="application/json" id="router-hydration-data">...</script>, read by
 *          src/lib/hydration-data.ts (why: docs/decisions/004-content-security-policy.md), and
 *          <meta charset> moved to the top of <head> (head-order.ts).
 */
import { readFile, writeFile } from 'node:fs/promises';
import { HYDRATION_DATA_ID } from '../../src/lib/hydration-data';
import { charsetFirst } from './head-order';
import { listHtmlPages } from './html-files';
import type { PostBuildContext } from './index';

const HYDRATION_SCRIPT =
  /<script>window\.__staticRouterHydrationData = JSON\.parse\(("(?:[^"\\]|\\.)*")\);<\/script>/;

/** JSON text safe inside a <script> element: no "<", ">" or "&" can end or confuse it. */
export function escapeJsonForHtml(json: string): string {
  return json
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Rewrites one page; returns it unchanged when it has no hydration script. */
export function moveHydrationData(html: string): string {
  const match = HYDRATION_SCRIPT.exec(html);
  if (!match?.[1]) return html;
  const json = JSON.parse(match[1]) as string;
  JSON.parse(json); // fails the build on anything that is not JSON
  const block = `<script type="application/json" id="${HYDRATION_DATA_ID}">${escapeJsonForHtml(json)}</script>`;
  return html.slice(0, match.index) + block + html.slice(match.index + match[0].length);
}

export async function writeHydrationDataBlocks({ distDir }: PostBuildContext): Promise<void> {
  for (const page of await listHtmlPages(distDir)) {
    const html = await readFile(page.file, 'utf8');
    const next = charsetFirst(moveHydrationData(html));
    if (next !== html) await writeFile(page.file, next);
  }
}
