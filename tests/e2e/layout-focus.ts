/** Measures the keyboard focus indicator of the focused element against what surrounds it. */
import type { Page } from '@playwright/test';

export type Rgb = [number, number, number];

/** WCAG 2.x relative luminance of an sRGB colour (0-255 channels). */
export function luminance([r, g, b]: Rgb): number {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2.x contrast ratio, 1 to 21. */
export function contrast(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

export function hexToRgb(hex: string): Rgb {
  const n = Number.parseInt(hex.trim().replace('#', ''), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

export interface FocusSample {
  /** Tag and text of the focused element, for messages. */
  what: string;
  /** The colours the indicator is drawn in (outline and box-shadow rings). */
  tones: Rgb[];
  /** The opaque colour behind the element (its nearest painted ancestor, blended over white). */
  behind: Rgb;
  /** The element's own fill, or `behind` when it has none. */
  fill: Rgb;
}

/** Reads the focus indicator of document.activeElement, or null when nothing is focused. */
export async function sampleFocus(page: Page): Promise<FocusSample | null> {
  // Controls animate their colours and shadow (Tailwind's transition utilities): read the ring
  // once the focused element's transitions have finished, not halfway through them.
  await page.evaluate(async () => {
    const el = document.activeElement;
    if (el instanceof HTMLElement)
      await Promise.all(el.getAnimations().map((animation) => animation.finished));
  });
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!(el instanceof HTMLElement) || el === document.body) return null;
    type Rgba = [number, number, number, number];
    const parse = (value: string): Rgba[] =>
      [...value.matchAll(/rgba?\(([^)]+)\)/g)].map((m) => {
        const [r = 0, g = 0, b = 0, a = 1] = m[1]!
          .split(/[\s,/]+/)
          .filter(Boolean)
          .map(Number);
        return [r, g, b, a];
      });
    const over = (top: Rgba, base: [number, number, number]): [number, number, number] =>
      [0, 1, 2].map((i) => top[i]! * top[3] + base[i]! * (1 - top[3])) as [number, number, number];
    // Paints the ancestors' backgrounds from the canvas (white) up to the element's parent.
    const backgroundBehind = (node: HTMLElement): [number, number, number] => {
      const layers: Rgba[] = [];
      for (let p = node.parentElement; p; p = p.parentElement) {
        const colour = parse(getComputedStyle(p).backgroundColor)[0];
        if (colour && colour[3] > 0) layers.push(colour);
        if (colour && colour[3] >= 1) break;
      }
      return layers
        .reverse()
        .reduce<[number, number, number]>((base, top) => over(top, base), [255, 255, 255]);
    };
    const style = getComputedStyle(el);
    const tones: Array<[number, number, number]> = [];
    if (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0) {
      const outline = parse(style.outlineColor)[0];
      if (outline && outline[3] > 0) tones.push([outline[0], outline[1], outline[2]]);
    }
    if (style.boxShadow !== 'none') {
      for (const colour of parse(style.boxShadow))
        if (colour[3] > 0) tones.push([colour[0], colour[1], colour[2]]);
    }
    const behind = backgroundBehind(el);
    const own = parse(style.backgroundColor)[0];
    const fill = own && own[3] > 0 ? over(own, behind) : behind;
    const text = (el.getAttribute('aria-label') ?? el.textContent ?? '').replace(/\s+/g, ' ').trim();
    return { what: `${el.tagName.toLowerCase()} "${text.slice(0, 40)}"`, tones, behind, fill };
  });
}

/** The best contrast any tone of the indicator reaches against a colour (0 when there is none). */
export function bestContrast(tones: readonly Rgb[], against: Rgb): number {
  return Math.max(0, ...tones.map((tone) => contrast(tone, against)));
}
