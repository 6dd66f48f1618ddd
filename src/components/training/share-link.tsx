import type { MouseEvent } from 'react';
import { toast } from '../ui/toast-store';
import { ShareIcon } from './icons';

export interface ShareLinkProps {
  /** The page's absolute address. */
  url: string;
  title: string;
}

/** The e-mail link that works without JavaScript: subject is the title, body the address. */
export function shareMailto({ url, title }: ShareLinkProps): string {
  const query = new URLSearchParams({ subject: title, body: `${title}\n${url}` });
  return `mailto:?${query.toString().replace(/\+/g, '%20')}`;
}

/**
 * "Share": a plain e-mail link; with JavaScript, the phone's share sheet (Web Share API) where
 * there is one, else the address is copied and a toast says so.
 */
export function ShareLink({ url, title }: ShareLinkProps) {
  async function share(event: MouseEvent<HTMLAnchorElement>) {
    if (typeof navigator.share === 'function') {
      event.preventDefault();
      try {
        await navigator.share({ title, url });
      } catch {
        // The visitor closed the share sheet: nothing to do.
      }
      return;
    }
    if (navigator.clipboard) {
      event.preventDefault();
      try {
        await navigator.clipboard.writeText(url);
        toast({
          title: 'Link copied',
          description: 'Paste it into an e-mail or chat to share this training.',
        });
      } catch {
        window.location.href = shareMailto({ url, title });
      }
    }
  }
  return (
    <a
      href={shareMailto({ url, title })}
      onClick={(event) => void share(event)}
      className="inline-flex items-center gap-2 font-semibold text-brand-700 underline"
    >
      <ShareIcon />
      Share this training
    </a>
  );
}
