import { comingSoonPaths } from '../../content/generated/coming-soon';
import { cn } from '../../lib/cn';
import { normalizePath } from '../../lib/nav';

/**
 * True when the address is a page marked `comingSoon` in its front matter. Menus and footers ask
 * this instead of a label in navigation.yaml, so a link says so exactly while the page is a holding page.
 */
export function isComingSoon(path: string, paths: readonly string[] = comingSoonPaths): boolean {
  return paths.includes(normalizePath(path));
}

/** "Coming soon" beside a link label; read as "Members Resources Coming soon". */
export function ComingSoonTag({ className }: { className?: string }) {
  return (
    <span
      data-coming-soon=""
      className={cn(
        'ml-2 inline-block rounded-full bg-gold-400 px-2 py-0.5 align-middle text-xs font-semibold whitespace-nowrap text-brand-900 normal-case',
        className,
      )}
    >
      Coming soon
    </span>
  );
}

/** The tag, only for a link to a coming-soon page. */
export function ComingSoonMark({ path, className }: { path: string; className?: string }) {
  return isComingSoon(path) ? <ComingSoonTag className={className} /> : null;
}
