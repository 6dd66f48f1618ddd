import { useEffect, useRef } from 'react';
import { cn } from '../../lib/cn';
import { useRouterLinks } from '../../runtime/use-router-links';
import { loadBodyIslands } from './islands-loader';

export interface MarkdownProps {
  /** A body compiled to HTML at build time by scripts/build-content.ts (./body-html.tsx). */
  html: string;
  className?: string;
}

/**
 * A compiled Markdown body. Its HTML is prerendered; the browser never re-creates it (React
 * leaves the content of an element with `dangerouslySetInnerHTML` alone while hydrating). Its
 * links to site pages move through the router (useRouterLinks), and its interactive parts
 * hydrate as islands (./body-islands.tsx), loaded only when the body has one. Typography is
 * `.prose-agia` (src/styles/prose.css), in the components layer so that a `className` colour or
 * size wins.
 */
export function Markdown({ html, className }: MarkdownProps) {
  const ref = useRef<HTMLDivElement>(null);
  useRouterLinks(ref);

  useEffect(() => {
    const container = ref.current;
    if (!container) return undefined;
    let unmount: (() => void) | undefined;
    let cancelled = false;
    if (container.querySelector('[data-island]')) {
      void loadBodyIslands().then(({ mountIslands }) => {
        if (!cancelled) unmount = mountIslands(container);
      });
    }
    return () => {
      cancelled = true;
      unmount?.();
    };
  }, [html]);

  return (
    <div
      ref={ref}
      className={cn('prose-agia', className)}
      // Where a body's HTML is inserted. It was compiled from Markdown and sanitized by
      // the content build (rehype-sanitize; raw HTML in Markdown is reported to the editor and
      // dropped, never passed through), so nothing here comes from outside the build.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
