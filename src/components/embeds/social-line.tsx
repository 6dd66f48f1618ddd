import { useState } from 'react';
import { useHydrated } from '../../runtime/use-hydrated';
import { ClickToLoad, providerHost, type ClickToLoadProps } from './click-to-load';

/**
 * The home page's social block: one line, a link to the association's page on the network, and,
 * once scripts run, "Show it here (loads from facebook.com)", which loads the embed at once: the
 * button names the provider, so pressing it is the visitor's informed choice and a second consent
 * card would only ask again. No empty box holds a place on the page for a frame most visitors
 * never ask for.
 */
export function SocialLine({ link, ...embed }: Omit<ClickToLoadProps, 'className'>) {
  const hydrated = useHydrated();
  const [asked, setAsked] = useState(false);
  // The pressed button is gone: ClickToLoad moves focus to the frame once it has loaded.
  if (asked) return <ClickToLoad link={link} {...embed} loadAtOnce />;
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
          <span className="ml-1 text-sm text-slate-600">(loads from {providerHost(embed.src)})</span>
        </button>
      ) : null}
    </p>
  );
}
