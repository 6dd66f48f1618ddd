import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * false while prerendering and while hydrating (so the first render matches the build
 * snapshot), true on every render after that.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
