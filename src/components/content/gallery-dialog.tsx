import * as Dialog from '@radix-ui/react-dialog';
import type { GalleryImage } from './gallery';

export interface GalleryDialogProps {
  images: GalleryImage[];
  /** The photo shown, or null when the dialog is closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /** Puts focus back where it was (the photo link) once the dialog has closed. */
  restoreFocus: () => void;
}

const buttonClass =
  'rounded-md bg-white px-3 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50';

/** One gallery photo at a large size, with Previous/Next when there are several (Radix Dialog). */
export function GalleryDialog({ images, index, onIndexChange, onClose, restoreFocus }: GalleryDialogProps) {
  const image = index === null ? undefined : images[index];
  const count = images.length;
  const move = (step: number) => {
    if (index !== null) onIndexChange((index + step + count) % count);
  };
  return (
    <Dialog.Root open={image !== undefined} onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/95" />
        {image ? (
          <Dialog.Content
            className="fixed inset-0 z-50 m-auto flex h-fit max-h-[95vh] w-[95vw] max-w-5xl flex-col gap-3 p-2 text-white"
            // Without a caption there is no description; saying so explicitly keeps Radix quiet.
            {...(image.caption ? {} : { 'aria-describedby': undefined })}
            onCloseAutoFocus={(event) => {
              // The dialog has no Radix trigger; return focus to the photo link that opened it.
              event.preventDefault();
              restoreFocus();
            }}
            onKeyDown={(event) => {
              if (event.key === 'ArrowRight') move(1);
              if (event.key === 'ArrowLeft') move(-1);
            }}
          >
            <div className="flex items-center justify-between gap-3">
              <Dialog.Title className="text-base font-semibold">
                Photo {index! + 1} of {count}
              </Dialog.Title>
              <Dialog.Close className={buttonClass}>Close</Dialog.Close>
            </div>
            <img src={image.src} alt={image.alt} className="max-h-[75vh] w-full rounded object-contain" />
            {image.caption ? (
              <Dialog.Description className="text-center text-sm">{image.caption}</Dialog.Description>
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
          </Dialog.Content>
        ) : null}
      </Dialog.Portal>
    </Dialog.Root>
  );
}
