/**
 * The Webinar Archive: a grid of past posters (2 columns on small screens, 4 on wider). A poster
 * opens a larger image in a modal dialog (../ui/modal-dialog.tsx): focus moves into it and cannot
 * reach the page behind it, Escape, a tap outside or the close button closes it, and focus returns
 * to the poster.
 */
import { useId, useRef, useState } from 'react';
import { formatDate } from '../../lib/dates';
import { ModalDialog } from '../ui/modal-dialog';
import { Picture } from '../ui/picture';
import { CloseIcon } from './icons';
import type { WebinarWithPoster } from '../../lib/training-types';

/** How many past posters the archive shows. */
export const WEBINAR_ARCHIVE_SIZE = 4;

export type ArchivedWebinar = Pick<WebinarWithPoster, 'id' | 'title' | 'date' | 'poster' | 'altText'>;

export function WebinarArchive({ webinars }: { webinars: readonly ArchivedWebinar[] }) {
  if (webinars.length === 0) {
    return <p className="text-slate-700">Past webinar posters will appear here.</p>;
  }
  return (
    <ul className="grid grid-cols-2 gap-4 md:grid-cols-4">
      {webinars.map((webinar) => (
        <li key={webinar.id}>
          <PosterDialog webinar={webinar} />
        </li>
      ))}
    </ul>
  );
}

function PosterDialog({ webinar }: { webinar: ArchivedWebinar }) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const id = useId();
  return (
    <>
      <button
        ref={trigger}
        type="button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className="group block w-full overflow-hidden rounded-md border border-slate-200 text-left"
      >
        <Picture
          image={webinar.poster}
          alt={webinar.altText}
          // Four columns from md up, two on phones.
          sizes="(min-width: 1152px) 270px, (min-width: 768px) 25vw, 50vw"
          className="h-auto w-full transition-opacity group-hover:opacity-90"
        />
        <span className="block p-2 text-sm">
          <span className="block font-semibold text-brand-800">{webinar.title}</span>
          <span className="block text-slate-700">{formatDate(webinar.date)}</span>
          <span className="sr-only"> (open a larger poster)</span>
        </span>
      </button>
      <ModalDialog
        open={open}
        onClose={() => setOpen(false)}
        labelledBy={`${id}-title`}
        describedBy={`${id}-description`}
        returnFocusTo={() => trigger.current}
        className="max-h-[95vh] w-[min(92vw,40rem)] rounded-lg bg-white shadow-xl backdrop:bg-black/70"
      >
        <div className="flex max-h-[95vh] flex-col gap-3 p-4">
          <div className="flex items-start justify-between gap-3">
            <h2 id={`${id}-title`} className="text-lg font-bold text-brand-800">
              {webinar.title}
            </h2>
            <button
              type="button"
              aria-label="Close"
              onClick={() => setOpen(false)}
              className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full border border-slate-300 hover:bg-slate-100"
            >
              <CloseIcon />
            </button>
          </div>
          <p id={`${id}-description`} className="text-sm text-slate-700">
            Webinar held on {formatDate(webinar.date)}.
          </p>
          <Picture
            image={webinar.poster}
            alt={webinar.altText}
            // The dialog's width (w-[min(92vw,40rem)]) less its padding.
            sizes="min(92vw, 40rem)"
            className="min-h-0 w-full flex-1 object-contain"
          />
        </div>
      </ModalDialog>
    </>
  );
}
