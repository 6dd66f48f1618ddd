import { useRef } from 'react';
import { useRouterLinks } from '../../runtime/use-router-links';
import { SiteFooterContent, type SiteFooterContentProps } from './site-footer-content';

/** Marks the site's footer in the page, apart from any footer a page's content has. */
const FOOTER_MARK = 'data-site-footer';

let prerendered: string | undefined;
/**
 * The footer's markup as the page was built with it, read from the page once and kept for later
 * renders. The browser entry reads it before React starts (src/main.tsx), so it is kept even when
 * the first thing React shows is the error screen, which has no footer.
 */
export function keepPrerenderedFooter(): string | undefined {
  if (import.meta.env.SSR) return undefined;
  prerendered ??= document.querySelector(`footer[${FOOTER_MARK}]`)?.innerHTML;
  return prerendered;
}

/**
 * The footer on every page. It is the same on every page and has nothing to do once shown, so the
 * built site's browser code keeps the prerendered markup as it is (React leaves an element with
 * `dangerouslySetInnerHTML` alone while hydrating) and does not carry the code that made it
 * (./site-footer-content.tsx, left out of the browser bundle with the branch that renders it).
 * Its links to site pages move through the router.
 */
export function SiteFooter(props: SiteFooterContentProps) {
  const ref = useRef<HTMLElement>(null);
  useRouterLinks(ref);
  const attributes = { ref, [FOOTER_MARK]: '', className: 'bg-brand-900 text-brand-100' };
  // The server render (building, and on the development server) makes the footer; the browser,
  // in the built site and in development alike, keeps what it made.
  if (import.meta.env.SSR)
    return (
      <footer {...attributes}>
        <SiteFooterContent {...props} />
      </footer>
    );
  // The build's own rendering of ./site-footer-content.tsx, read back from the page.
  return <footer {...attributes} dangerouslySetInnerHTML={{ __html: keepPrerenderedFooter() ?? '' }} />;
}
