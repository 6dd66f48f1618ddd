/**
 * Time-limit tests without the machine's speed in them: the stalling workers
 * (tests/fixtures/workers/) announce on a BroadcastChannel the body they will never answer, and
 * the test, on a fake clock, moves time past the limit only then. A real body is never ended by
 * the clock however slow the machine (the fake clock moves only when the test says), and a body
 * that stalls is always ended (it never answers).
 */

import type { vi } from 'vitest';

/** The channel the stalling workers announce a stalled body on. */
export const STALLED_CHANNEL = 'agia-stalled-body';

/** Resolves once a stalling worker has received a body containing `token` and stopped answering. */
export function stalled(token: string): Promise<void> {
  const channel = new BroadcastChannel(STALLED_CHANNEL);
  return new Promise((resolve) => {
    channel.onmessage = (event) => {
      if (!String(event.data).includes(token)) return;
      channel.close();
      resolve();
    };
  });
}

/** The timers the time limits use (compile-bodies.ts: setTimeout, and Date.now for the check's end). */
export const LIMIT_TIMERS: Parameters<typeof vi.useFakeTimers>[0] = {
  toFake: ['setTimeout', 'clearTimeout', 'Date'],
};

/**
 * For tests about what the content check says, not how fast: the per-body limit's timer is fake
 * and never moved, so a busy machine cannot turn a real body into "takes too long to read".
 */
export const STOPPED_BODY_LIMIT: Parameters<typeof vi.useFakeTimers>[0] = {
  toFake: ['setTimeout', 'clearTimeout'],
};
