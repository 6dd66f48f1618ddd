import { useRef, useState } from 'react';
import { cn } from '../../lib/cn';
import { useHydrated } from '../../runtime/use-hydrated';

export interface ClickToLoadProps {
  /** Accessible title of the frame, e.g. "Map of the AGIA office". */
  title: string;
  /** Address of the embed; nothing is requested from it before the visitor presses the button. */
  src: string;
  /** Intrinsic size in CSS pixels; the box keeps this aspect ratio up to this width. */
  width: number;
  height: number;
  /** Label of the button that loads the embed, e.g. "Show map". */
  buttonLabel: string;
  /** Link that opens the same content on the provider's site (works without JavaScript). */
  link: { href: string; label: string };
  /** Features the frame may use once loaded, e.g. "autoplay; fullscreen" for a video. */
  allow?: string;
  className?: string;
  /**
   * Load at once, without the consent card: only where the visitor has just asked for it on a
   * control that named the provider (the home page's social line, social-line.tsx).
   */
  loadAtOnce?: boolean;
}

/**
 * What a provider's frame may do: run its player or map (scripts, with its own cookies and
 * storage: same origin), open a link in a new tab and present a video. Nothing else: no forms, no
 * navigating this page, no downloads. A tab it opens keeps these limits (no
 * allow-popups-to-escape-sandbox): none of the providers (content/site.yaml's map and social
 * embeds, YouTube) needs more to show, and the link beside every embed opens the provider's own
 * page without them.
 */
export const EMBED_SANDBOX = 'allow-scripts allow-same-origin allow-popups allow-presentation';

/** Host name of the provider, named to the visitor before anything is loaded from it. */
export function providerHost(src: string): string {
  return new URL(src).hostname.replace(/^www\./, '');
}

/**
 * A third-party embed that loads only when the visitor asks: until then a placeholder of the
 * same size explains who provides it (Data Privacy Act), so loading it shifts nothing.
 */
export function ClickToLoad({
  title,
  src,
  width,
  height,
  buttonLabel,
  link,
  allow,
  className,
  loadAtOnce = false,
}: ClickToLoadProps) {
  const hydrated = useHydrated();
  const [loaded, setLoaded] = useState(loadAtOnce);
  // The button disappears when pressed: move focus to the embed once it has loaded (focusing it
  // earlier is lost when the browser swaps in the provider's document).
  const focusFrame = useRef(loadAtOnce);
  return (
    // An embed and its controls are not the page's text: the search leaves them out.
    <figure className={cn('w-full', className)} style={{ maxWidth: width }} data-pagefind-ignore>
      {/* Until the visitor asks for it, a compact card; then the embed's own proportions (a shift
          the visitor caused, which layout-shift scoring leaves out). */}
      <div
        className="relative w-full overflow-hidden rounded-lg border border-slate-200 bg-slate-100"
        style={loaded ? { aspectRatio: `${width} / ${height}` } : undefined}
      >
        {loaded ? (
          <iframe
            onLoad={(event) => {
              if (!focusFrame.current) return;
              focusFrame.current = false;
              event.currentTarget.focus();
            }}
            src={src}
            title={title}
            allow={allow}
            sandbox={EMBED_SANDBOX}
            width={width}
            height={height}
            className="absolute inset-0 size-full border-0"
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : (
          <div className="flex flex-col items-center justify-center gap-4 p-6 text-center">
            <p className="max-w-sm text-sm text-slate-700">
              {title}: this content comes from {providerHost(src)}.{' '}
              <span className="noscript:hidden">
                It is loaded only when you press the button, and {providerHost(src)} then receives your IP
                address and browser details.
              </span>
              {/* Without JavaScript there is no button to press: say what is left. */}
              <span className="hidden noscript:inline">
                It is not shown here; the link below opens it on {providerHost(src)}.
              </span>
            </p>
            {/* Prerendered (so nothing moves when React hydrates) and usable once hydrated. Without
                JavaScript it could do nothing and is hidden; the link below still works. */}
            <button
              type="button"
              disabled={!hydrated}
              onClick={() => {
                focusFrame.current = true;
                setLoaded(true);
              }}
              className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 noscript:hidden"
            >
              {buttonLabel}
            </button>
          </div>
        )}
      </div>
      <figcaption className="mt-2 text-sm">
        <a
          href={link.href}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-block py-1 font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
        >
          {link.label} <span className="sr-only">(opens in a new tab)</span>
        </a>
      </figcaption>
    </figure>
  );
}
