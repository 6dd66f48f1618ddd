import { useId } from 'react';
import { ModalDialog } from '../ui/modal-dialog';
import type { GalleryImage } from './gallery';

export interface GalleryDialogProps {
  images: GalleryImage[];
  /** The photo shown, or null when the dialog is closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /** The photo link focus returns to once the dialog has closed. */
  returnFocusTo: () => HTMLElement | null | undefined;
}

const buttonClass = 'rounded-md bg-white px-3 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50';

/** One gallery photo at a large size, with Previous/Next (and the arrow keys) when there are several. */
export function GalleryDialog({ images, index, onIndexChange, onClose, returnFocusTo }: GalleryDialogProps) {
  const id = useId();
  const image = index === null ? undefined : images[index];
  const count = images.length;
  const move = (step: number) => {
    if (index !== null) onIndexChange((index + step + count) % count);
  };
  return (
    <ModalDialog
      open={image !== undefined}
      onClose={onClose}
      labelledBy={`${id}-title`}
      describedBy={image?.caption ? `${id}-caption` : undefined}
      returnFocusTo={returnFocusTo}
      className="h-fit max-h-[95vh] w-[95vw] max-w-5xl bg-transparent text-white backdrop:bg-slate-950/95"
      onKeyDown={(event) => {
        if (event.key === 'ArrowRight') move(1);
        if (event.key === 'ArrowLeft') move(-1);
      }}
    >
      {image ? (
        <div className="flex flex-col gap-3 p-2">
          <div className="flex items-center justify-between gap-3">
            <h2 id={`${id}-title`} className="text-base font-semibold text-white">
              Photo {index! + 1} of {count}
            </h2>
            <button type="button" className={buttonClass} onClick={onClose}>
              Close
            </button>
          </div>
          <img src={image.src} alt={image.alt} className="max-h-[75vh] w-full rounded object-contain" />
          {image.caption ? (
            <p id={`${id}-caption`} className="text-center text-sm">
              {image.caption}
            </p>
          ) : null}
          {count > 1 ? (
            <div className="flex justify-center gap-3">
              <button type="button" className={buttonClass} onClick={() => move(-1)}>
                Previous photo
              </button>
              <button type="button" className={buttonClass} onClick={() => move(1)}>
                Next photo
              </button>
            </div>
          ) : null}
        </div>
      ) : null}
    </ModalDialog>
  );
}
