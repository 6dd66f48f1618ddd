/**
 * Whether an element is on screen now: at least half of it, or half the window when it is taller.
 * False until the browser has said so (while prerendering, hydrating, and where IntersectionObserver
 * is missing), so whatever waits for it (the carousel's rotation) never starts unseen.
 */
import { useEffect, useState, type RefObject } from 'react';

const THRESHOLDS = [0, 0.25, 0.5, 0.75, 1];

export function useOnScreen(ref: RefObject<Element | null>): boolean {
  const [onScreen, setOnScreen] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (!entry) return;
        const half = Math.min(entry.boundingClientRect.height, window.innerHeight) / 2;
        setOnScreen(entry.isIntersecting && entry.intersectionRect.height >= half);
      },
      { threshold: THRESHOLDS },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return onScreen;
}
