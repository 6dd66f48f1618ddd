import { useEffect, type RefObject } from 'react';
import { useHref, useNavigate } from 'react-router-dom';
import { decodableHash } from '../lib/decodable-hash';

/** A link React Router should follow: a page of this site, clicked without a modifier key. */
function routerPath(event: MouseEvent, base: string): string | undefined {
  if (event.defaultPrevented || event.button !== 0) return undefined;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return undefined;
  const link = event.target instanceof Element ? event.target.closest('a') : null;
  if (!link || link.target || link.hasAttribute('download') || link.origin !== window.location.origin)
    return undefined;
  // Files (PDFs, images) are not pages: the browser opens them.
  if (/\.[a-z0-9]+$/i.test(link.pathname) || !link.pathname.startsWith(base)) return undefined;
  return `/${link.pathname.slice(base.length)}${link.search}${decodableHash(link.hash)}`;
}

/**
 * Plain links inside prerendered HTML that React does not re-create (a Markdown body, the footer)
 * move through the router, as its <Link>s do, instead of reloading the page.
 */
export function useRouterLinks(ref: RefObject<HTMLElement | null>): void {
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
    return () => container.removeEventListener('click', onClick);
  }, [ref, base, navigate]);
}
