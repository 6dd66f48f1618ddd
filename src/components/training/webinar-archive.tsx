/**
 * The Webinar Archive: a grid of past posters (2 columns on small screens, 4 on wider). A poster
 * opens a larger image in a modal dialog (Radix Dialog): focus moves into it and stays there,
 * Escape or the close button closes it, and focus returns to the poster.
 */
import * as Dialog from '@radix-ui/react-dialog';
import type { Webinar } from '../../content/schemas/webinar';
import { formatDate } from '../../lib/dates';
import { CloseIcon } from './icons';

/** How many past posters the archive shows. */
export const WEBINAR_ARCHIVE_SIZE = 4;

export type ArchivedWebinar = Pick<Webinar, 'id' | 'title' | 'date' | 'imageUrl' | 'altText'>;

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
  return (
    <Dialog.Root>
      <Dialog.Trigger className="group block w-full overflow-hidden rounded-md border border-slate-200 text-left">
        <img
          src={webinar.imageUrl}
          alt={webinar.altText}
          width={800}
          height={1000}
          loading="lazy"
          className="h-auto w-full transition-opacity group-hover:opacity-90"
        />
        <span className="block p-2 text-sm">
          <span className="block font-semibold text-brand-800">{webinar.title}</span>
          <span className="block text-slate-700">{formatDate(webinar.date)}</span>
          <span className="sr-only"> (open a larger poster)</span>
        </span>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/70" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 flex max-h-[95vh] w-[min(92vw,40rem)] -translate-x-1/2 -translate-y-1/2 flex-col gap-3 rounded-lg bg-white p-4 shadow-xl">
          <div className="flex items-start justify-between gap-3">
            <Dialog.Title className="text-lg font-bold text-brand-800">{webinar.title}</Dialog.Title>
            <Dialog.Close
              aria-label="Close"
              className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full border border-slate-300 hover:bg-slate-100"
            >
              <CloseIcon />
            </Dialog.Close>
          </div>
          <Dialog.Description className="text-sm text-slate-700">
            Webinar held on {formatDate(webinar.date)}.
          </Dialog.Description>
          <img
            src={webinar.imageUrl}
            alt={webinar.altText}
            width={800}
            height={1000}
            className="min-h-0 w-full flex-1 object-contain"
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
