/**
 * "Today" (a Manila calendar day) for components that show upcoming or past things.
 * During prerendering and hydration it is the build date, so the browser's first render matches
 * the HTML exactly; right after hydration React switches to the visitor's real Manila date.
 * It re-checks every minute and when the tab becomes visible again, so a page left open over
 * midnight moves on by itself.
 */
import { useSyncExternalStore } from 'react';
import { buildToday } from '#generated/build';
import { manilaDate, type IsoDate } from '../lib/dates';

export const TODAY_RECHECK_MS = 60_000;

function subscribe(onChange: () => void): () => void {
  const timer = window.setInterval(onChange, TODAY_RECHECK_MS);
  document.addEventListener('visibilitychange', onChange);
  window.addEventListener('focus', onChange);
  return () => {
    window.clearInterval(timer);
    document.removeEventListener('visibilitychange', onChange);
    window.removeEventListener('focus', onChange);
  };
}

const clientToday = (): IsoDate => manilaDate();
const serverToday = (): IsoDate => buildToday;

export function useToday(): IsoDate {
  return useSyncExternalStore(subscribe, clientToday, serverToday);
}

const noDay = (): undefined => undefined;

/**
 * The visitor's Manila day once the browser has said it, undefined before: in the prerendered HTML
 * and during hydration. For words that are only true on one day ("Today", "Tomorrow"): the HTML
 * must not say them, since it is read on later days too (a cache, JavaScript off), so they are
 * added after hydration.
 */
export function useVisitorDay(): IsoDate | undefined {
  return useSyncExternalStore(subscribe, clientToday, noDay);
}
