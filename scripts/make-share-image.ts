/**
 * Makes the default share image (Open Graph / Twitter card) of the site.
 * Inputs:  public/images/share/agia-share.svg (the design, 1200 x 630), Chromium (CHROMIUM_PATH,
 *          default /usr/bin/chromium).
 * Outputs: public/images/share/agia-share.png, committed: social networks do not accept SVG.
 * Steps:   open the SVG in headless Chromium at 1200 x 630 and save a screenshot.
 * Run:     npm run images:share (after changing the SVG).
 */
import path from 'node:path';
import { chromium } from '@playwright/test';

const WIDTH = 1200;
const HEIGHT = 630;

async function main(): Promise<void> {
  const dir = path.resolve('public/images/share');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-background-networking', '--no-first-run'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT } });
    await page.goto(`file://${path.join(dir, 'agia-share.svg')}`);
    await page.screenshot({ path: path.join(dir, 'agia-share.png'), type: 'png' });
  } finally {
    await browser.close();
  }
  console.log('Wrote public/images/share/agia-share.png');
}

await main();
