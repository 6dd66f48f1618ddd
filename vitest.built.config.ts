import { defineConfig } from 'vitest/config';

/**
 * Checks on the built sites' files (head, sitemap, robots, feed, calendars), read from dist/ and
 * dist-fixture/ with jsdom or plain parsing: `npm run test:built` after both builds.
 */
export default defineConfig({
  test: {
    include: ['tests/built/**/*.test.ts'],
    environment: 'node',
    restoreMocks: true,
    testTimeout: 30_000,
  },
});
