import { useEffect, useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while rendering on the server and during hydration, true afterwards: components render
 * the prerendered markup first and switch to their interactive form without a hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/**
 * Marks the document interactive (`<html data-hydrated="true">`) once the shell or the error
 * screen has rendered in the browser, for tests and scripts that wait for it. The error screen
 * marks it too, so a page that failed shows as that failure, not as a page that never hydrated.
 */
export function useMarkHydrated(): void {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
}
