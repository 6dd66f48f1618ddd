/**
 * How many carousel cards fit side by side: 1 on phones, 2 from the `sm` breakpoint (640 px),
 * 3 from `lg` (1024 px), matching the slide widths in upcoming-trainings-carousel.tsx. While
 * prerendering and hydrating it is the widest count, so the cards a wide screen shows without
 * scripts are the ones that take focus.
 */
import { useSyncExternalStore } from 'react';

export const MAX_PER_VIEW = 3;
const QUERIES = [
  { query: '(min-width: 1024px)', perView: 3 },
  { query: '(min-width: 640px)', perView: 2 },
] as const;

function subscribe(onChange: () => void): () => void {
  const lists = QUERIES.map(({ query }) => window.matchMedia(query));
  for (const list of lists) list.addEventListener('change', onChange);
  return () => {
    for (const list of lists) list.removeEventListener('change', onChange);
  };
}

function perViewNow(): number {
  return QUERIES.find(({ query }) => window.matchMedia(query).matches)?.perView ?? 1;
}

export function usePerView(): number {
  return useSyncExternalStore(subscribe, perViewNow, () => MAX_PER_VIEW);
}
