/**
 * A modal dialog on the browser's own `<dialog>` element (decision record 006). `showModal()`
 * puts it in the top layer and makes the rest of the page inert: focus moves to its first control
 * and cannot reach the page behind it, Escape closes it, and screen readers announce it as a modal
 * dialog named by its title. This component adds what the element leaves to the page: closing on
 * a tap outside the dialog, and returning focus to the control that opened it (some browsers do
 * not focus a tapped button or link, so they would have nothing to return to).
 */
import {
  useEffect,
  useEffectEvent,
  useRef,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { cn } from '../../lib/cn';

export interface ModalDialogProps {
  open: boolean;
  /** Called when the visitor closes the dialog: Escape, a tap outside it, or `close()`. */
  onClose: () => void;
  /** The id of the element that names the dialog (its title). */
  labelledBy: string;
  /** The id of the element that describes it, if any. */
  describedBy?: string;
  /** The control focus returns to once the dialog has closed. */
  returnFocusTo: () => HTMLElement | null | undefined;
  className?: string;
  onKeyDown?: (event: KeyboardEvent<HTMLDialogElement>) => void;
  children: ReactNode;
}

export function ModalDialog({
  open,
  onClose,
  labelledBy,
  describedBy,
  returnFocusTo,
  className,
  onKeyDown,
  children,
}: ModalDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const focusOpener = useEffectEvent(() => returnFocusTo()?.focus());

  // The <dialog> exists only while open: shown as a modal when it appears, focus returned when it goes.
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (!element.open) element.showModal();
    return () => {
      if (element.open) element.close();
      focusOpener();
    };
  }, [open]);

  // A tap on the backdrop lands on the <dialog> itself; its content fills it edge to edge.
  const closeOnBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onClose();
  };

  if (!open) return null;
  return (
    // The dialog is interactive: a click outside its content is a pointer shortcut for Escape,
    // which the element handles itself; arrow keys are extra shortcuts of some dialogs.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialog}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onClose={onClose}
      onClick={closeOnBackdrop}
      onKeyDown={onKeyDown}
      className={cn('m-auto p-0', className)}
    >
      {children}
    </dialog>
  );
}
