/**
 * The router's hydration data in a prerendered page: the executable
 * <script>window.__staticRouterHydrationData = JSON.parse("...");</script> React Router writes
 * becomes a non-executable JSON block <script type="application/json" id="router-hydration-data">,
 * read by src/lib/hydration-data.ts (why: docs/decisions/004-content-security-policy.md).
 */
import { HYDRATION_DATA_ID } from '../../src/lib/hydration-data';

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
