import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Integration tests run real clients against servers they start on 127.0.0.1.
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.{ts,tsx}'],
    environment: 'node',
    restoreMocks: true,
    // Some tests build content, convert images or start worker threads: seconds on a busy shared
    // machine. A time limit here would test the machine, not the code.
    testTimeout: 30_000,
  },
});
