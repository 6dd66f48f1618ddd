import { defineConfig } from 'vitest/config';

/**
 * Checks on the built sites' files (head, sitemap, robots, feed, calendars), read from dist/ and
 * dist-fixture/ (and dist-fixture-base/) with jsdom or plain parsing: `npm run test:built` after
 * `npm run build` and `npm run test:build:fixtures`.
 */
export default defineConfig({
  test: {
    include: ['tests/built/**/*.test.ts'],
    // Stops at once, naming the folders and the command, when a site is not built yet.
    globalSetup: ['tests/built/require-builds.ts'],
    environment: 'node',
    restoreMocks: true,
    testTimeout: 30_000,
  },
});
