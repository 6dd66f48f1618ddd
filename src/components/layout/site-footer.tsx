import { SiteFooterContent, type SiteFooterContentProps } from './site-footer-content';

/** The footer on every page. */
export function SiteFooter(props: SiteFooterContentProps) {
  return (
    <footer className="bg-brand-900 text-brand-100">
      <SiteFooterContent {...props} />
    </footer>
  );
}
