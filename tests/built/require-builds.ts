/**
 * Vitest's global setup for `npm run test:built`: stops the run before any test when a site it
 * reads is not built, naming the folders and the command (tests/support/built-sites.ts).
 */
import { missingBuildsMessage } from '../support/built-sites';

export default function requireBuilds(): void {
  const message = missingBuildsMessage('npm run test:built', ['dist', 'dist-fixture', 'dist-fixture-base']);
  if (message) throw new Error(message);
}
