import { useEffect, useRef, useState } from 'react';
import { useHydrated } from '../../runtime/use-hydrated';
import { ClickToLoad, type ClickToLoadProps } from './click-to-load';

/**
 * The home page's social block: one line, a link to the association's page on the network, and,
 * once scripts run, "Show it here", which opens the embed's consent card (ClickToLoad: who provides
 * it and what they receive, then the button that loads it). No empty box holds a place on the page
 * for a frame most visitors never ask for.
 */
export function SocialLine({ link, ...embed }: Omit<ClickToLoadProps, 'className'>) {
  const hydrated = useHydrated();
  const [asked, setAsked] = useState(false);
  const card = useRef<HTMLDivElement>(null);
  // The pressed button is gone: focus goes on to the consent card's own button.
  useEffect(() => {
    if (asked) card.current?.querySelector('button')?.focus();
  }, [asked]);
  if (asked) {
    return (
      <div ref={card}>
        <ClickToLoad link={link} {...embed} />
      </div>
    );
  }
  return (
    <p className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <a
        href={link.href}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex min-h-6 items-center font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
      >
        {link.label} <span className="sr-only">(opens in a new tab)</span>
      </a>
      {/* Only once it works: without scripts the link above is the whole block. */}
      {hydrated ? (
        <button
          type="button"
          onClick={() => setAsked(true)}
          className="inline-flex min-h-6 items-center text-slate-700 underline underline-offset-2 hover:text-brand-900"
        >
          Show it here
        </button>
      ) : null}
    </p>
  );
}
