import type { ReactNode } from 'react';
import { Head as PrerenderHead } from 'vite-react-ssg';

/**
 * Tags for the page's <head>: <title>, <meta> and <link>.
 *
 * - While prerendering, vite-react-ssg's `Head` writes them into the page's head.
 * - In the browser, React itself keeps them in the head (React 19 places <title>, <meta> and
 *   <link> rendered anywhere into document.head, takes over the prerendered ones when hydrating
 *   and replaces them on the next page), so the browser needs no head manager of its own.
 *
 * `import.meta.env.SSR` is fixed at build time: the browser bundle has no trace of the other
 * branch, nor of vite-react-ssg.
 */
export function Head({ children }: { children: ReactNode }) {
  return import.meta.env.SSR ? <PrerenderHead>{children}</PrerenderHead> : <>{children}</>;
}
