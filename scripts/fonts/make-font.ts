/**
 * Makes the site's one web font and its metric-matched fallback.
 * Inputs:  @fontsource-variable/public-sans (its Latin variable woff2), @capsizecss/metrics
 *          (Public Sans and Arial metrics).
 * Outputs: src/assets/fonts/public-sans-latin.woff2 and src/styles/font-face.css, both committed;
 *          run `npm run fonts:build` again only to change the character set or the font.
 * Steps:   subset the font to the characters the site writes (keeping the weight axis),
 *          then write the @font-face rules: the web font (swap) and a local Arial or
 *          Liberation Sans scaled to Public Sans' metrics, so the swap moves nothing (CLS 0).
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createRequire } from 'node:module';
import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import publicSans from '@capsizecss/metrics/publicSans';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);

/** Basic Latin, Latin-1 (accents in Filipino and Spanish names), typographic punctuation, the peso sign
 * (arrows are not in Public Sans: they come from the fallback face). */
export const CHARACTERS =
  range(0x20, 0x7e) +
  range(0xa0, 0xff) +
  '\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u20b1\u2122\u2212';

export const FONT_FILE = 'src/assets/fonts/public-sans-latin.woff2';
export const CSS_FILE = 'src/styles/font-face.css';

function range(from: number, to: number): string {
  return Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join('');
}

/** CSS property name of a camel-cased style key: ascentOverride -> ascent-override. */
const cssName = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The @font-face rules: the web font, then the fallback faces capsize computes from the metrics. */
export function fontFaceCss(fontUrl: string): string {
  const { fontFaces } = createFontStack([publicSans, arial], {
    fontFaceFormat: 'styleObject',
    fontFaceProperties: { fontDisplay: 'swap' },
  });
  const faces: Array<Record<string, string>> = [
    {
      fontFamily: "'Public Sans'",
      fontStyle: 'normal',
      fontWeight: '100 900',
      fontDisplay: 'swap',
      src: `url('${fontUrl}') format('woff2')`,
    },
    // Liberation Sans has Arial's metrics and is what Linux desktops (and the test browser) have.
    ...fontFaces.map(({ '@font-face': face }) => ({
      ...(face as Record<string, string>),
      src: "local('Arial'), local('ArialMT'), local('Liberation Sans')",
    })),
  ];
  const rules = faces.map(
    (face) =>
      `@font-face {\n${Object.entries(face)
        .map(([key, value]) => `  ${cssName(key)}: ${value};`)
        .join('\n')}\n}`,
  );
  return [
    '/* Made by scripts/fonts/make-font.ts (npm run fonts:build); do not edit by hand. */',
    ...rules,
    '',
  ].join('\n');
}

async function main() {
  const source =
    require.resolve('@fontsource-variable/public-sans/files/public-sans-latin-wght-normal.woff2');
  const input = await readFile(source);
  const output = await subsetFont(input, CHARACTERS, { targetFormat: 'woff2' });
  await writeFile(FONT_FILE, output);
  const relative = path.relative(path.dirname(CSS_FILE), FONT_FILE).split(path.sep).join('/');
  await writeFile(CSS_FILE, fontFaceCss(relative));
  console.log(`${FONT_FILE}: ${output.length} bytes (from ${input.length}); ${CSS_FILE} written`);
}

await main();
