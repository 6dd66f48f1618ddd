import { chromium } from '@playwright/test';

/**
 * Flags for headless Chromium on these machines: no sandbox as root, no background network traffic,
 * the benchmark server's own certificate accepted.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
  // The benchmarks' server has a throwaway certificate (bench-pages.ts).
  '--ignore-certificate-errors',
];

/** The Chromium the benchmarks drive: CHROMIUM_PATH, or Debian's. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** That Chromium, headless, through Playwright. */
export const launchChromium = () => chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
