/**
 * The keyboard focus indicator reaches 3:1 (WCAG 2.2, 1.4.11 non-text contrast) against the
 * background around every control reached with Tab, and against the control's own fill: links
 * on the white page, in the white header and on the dark blue hero and footer, and the gold buttons.
 */
import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from './support/site';
import { bestContrast, contrast, hexToRgb, luminance, sampleFocus, type FocusSample } from './layout-focus';

const MIN_CONTRAST = 3;
/** More Tab presses than any page has stops; the walk ends earlier when focus comes round again. */
const MAX_TAB_STOPS = 250;

test.skip(({ isMobile }) => isMobile, 'colours do not depend on the viewport');
// A Tab walk is a hundred key presses, each followed by a read of the page.
test.describe.configure({ timeout: 120_000 });

test('the measure tells a weak ring from a strong one', () => {
  // The former ring, gold on white, is the failure this check exists for.
  expect(contrast(hexToRgb('#e0a82e'), hexToRgb('#ffffff'))).toBeLessThan(MIN_CONTRAST);
  expect(contrast(hexToRgb('#000000'), hexToRgb('#ffffff'))).toBeCloseTo(21, 5);
});

/** Tabs through the whole page and samples the focus indicator at every stop. */
async function tabThrough(page: Page): Promise<FocusSample[]> {
  const samples: FocusSample[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < MAX_TAB_STOPS; i++) {
    await page.keyboard.press('Tab');
    const id = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      el.dataset.focusWalk ??= String(Math.random());
      return el.dataset.focusWalk;
    });
    if (id === null || seen.has(id)) break;
    seen.add(id);
    const sample = await sampleFocus(page);
    if (sample) samples.push(sample);
  }
  return samples;
}

function problems(samples: readonly FocusSample[]): string[] {
  return samples.flatMap((s) => {
    const againstBackground = bestContrast(s.tones, s.behind);
    const againstFill = bestContrast(s.tones, s.fill);
    if (againstBackground >= MIN_CONTRAST && againstFill >= MIN_CONTRAST) return [];
    return [
      `${s.what}: ring ${againstBackground.toFixed(2)}:1 against rgb(${s.behind.join(', ')}), ` +
        `${againstFill.toFixed(2)}:1 against its fill rgb(${s.fill.join(', ')})`,
    ];
  });
}

test('on the home page every Tab stop has a focus ring of at least 3:1', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await waitForHydration(page);
  const samples = await tabThrough(page);
  expect(problems(samples)).toEqual([]);

  // The walk covered the backgrounds the site uses: the home page always has the white header,
  // the dark footer and the gold primary button of the hero (home.yaml's first action).
  const gold = hexToRgb(
    await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--color-gold-400'),
    ),
  );
  expect(
    samples.some((s) => luminance(s.behind) > 0.9),
    'a control on white',
  ).toBe(true);
  expect(
    samples.some((s) => luminance(s.behind) < 0.1),
    'a control on dark blue',
  ).toBe(true);
  expect(
    samples.some((s) => contrast(s.fill, gold) < 1.05),
    'a gold button',
  ).toBe(true);
});

test('on the training calendar every Tab stop has a focus ring of at least 3:1', async ({ page }) => {
  await page.goto('/training/calendar');
  await waitForHydration(page);
  const samples = await tabThrough(page);
  expect(samples.length).toBeGreaterThan(0);
  expect(problems(samples)).toEqual([]);
});
