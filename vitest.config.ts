import { defineConfig } from 'vitest/config';
import { generatedAlias } from './scripts/content/generated-dir.ts';

export default defineConfig({
  // The modules of the content build for CONTENT_ROOT and BASE_PATH (scripts/content/generated-dir.ts).
  resolve: { alias: generatedAlias(process.cwd()) },
  test: {
    environment: 'node',
    restoreMocks: true,
    // Some tests build content, convert images or start worker threads: seconds on a busy shared
    // machine (a whole content check took over 30 s at a load of 10 on 2 cores). A time limit here
    // would test the machine, not the code: this one only ends a test that hangs.
    testTimeout: 180_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          // Unit tests hold no state between files (checked with --sequence.shuffle), so one
          // module graph and environment serves a worker's files: about half the time of a fresh
          // one per file, most of which went to importing modules and setting up jsdom.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          // Real clients against servers started on 127.0.0.1; the auth client keeps a session
          // per module, so each file gets its own.
          include: ['tests/integration/**/*.test.{ts,tsx}'],
        },
      },
    ],
  },
});
