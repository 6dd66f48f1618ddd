import { useEffect, useRef } from 'react';
import { useHref, useNavigate } from 'react-router-dom';
import { cn } from '../../lib/cn';

export interface MarkdownProps {
  /** A body compiled to HTML at build time by scripts/build-content.ts (./body-html.tsx). */
  html: string;
  className?: string;
}

/** A link React Router should follow: a page of this site, clicked without a modifier key. */
function routerPath(event: MouseEvent, base: string): string | undefined {
  if (event.defaultPrevented || event.button !== 0) return undefined;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return undefined;
  const link = event.target instanceof Element ? event.target.closest('a') : null;
  if (!link || link.target || link.hasAttribute('download') || link.origin !== window.location.origin)
    return undefined;
  // Files (PDFs, images) are not pages: the browser opens them.
  if (/\.[a-z0-9]+$/i.test(link.pathname) || !link.pathname.startsWith(base)) return undefined;
  return `/${link.pathname.slice(base.length)}${link.search}${link.hash}`;
}

/**
 * A compiled Markdown body. Its HTML is prerendered; the browser never re-creates it (React
 * leaves the content of an element with `dangerouslySetInnerHTML` alone while hydrating), and
 * its interactive parts hydrate as islands (./body-islands.tsx), loaded only when the body has
 * one. Typography is `.prose-agia` (src/styles/prose.css), in the components layer so that a
 * `className` colour or size wins.
 */
export function Markdown({ html, className }: MarkdownProps) {
  const ref = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const base = useHref('/').replace(/\/?$/, '/');

  useEffect(() => {
    const container = ref.current;
    if (!container) return undefined;
    const onClick = (event: MouseEvent) => {
      const to = routerPath(event, base);
      if (to === undefined) return;
      event.preventDefault();
      navigate(to);
    };
    container.addEventListener('click', onClick);
    let unmount: (() => void) | undefined;
    let cancelled = false;
    if (container.querySelector('[data-island]')) {
      void import('./body-islands').then(({ mountIslands }) => {
        if (!cancelled) unmount = mountIslands(container);
      });
    }
    return () => {
      cancelled = true;
      container.removeEventListener('click', onClick);
      unmount?.();
    };
  }, [html, base, navigate]);

  return (
    <div
      ref={ref}
      className={cn('prose-agia', className)}
      // The only place a body's HTML is inserted. It was compiled from Markdown and sanitized by
      // the content build (rehype-sanitize; raw HTML in Markdown is reported to the editor and
      // dropped, never passed through), so nothing here comes from outside the build.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
