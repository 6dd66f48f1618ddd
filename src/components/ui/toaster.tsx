import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { toast, useToasts, type ToastInput } from './toast-store';

/** Event name that lets scripts outside React show a toast: dispatch a CustomEvent with a ToastInput. */
export const TOAST_EVENT = 'agia:toast';

/** Accessible name of the toast area; Radix gives its viewport the same one. */
export const TOAST_REGION_LABEL = 'Notifications (F8)';

const RadixToaster = lazy(() =>
  import('./radix-toaster').then((module) => ({ default: module.RadixToaster })),
);

/**
 * The toast area on every page. Until the first toast, it is an empty labelled region that F8
 * focuses; the Radix toaster (about 12 KB gzip) loads only when a toast is shown, since most
 * visits never show one.
 */
export function Toaster() {
  const toasts = useToasts();
  const [needed, setNeeded] = useState(false);
  if (toasts.length > 0 && !needed) setNeeded(true);

  useEffect(() => {
    const onEvent = (event: Event) => {
      const detail = (event as CustomEvent<ToastInput | undefined>).detail;
      if (detail?.title) toast(detail);
    };
    window.addEventListener(TOAST_EVENT, onEvent);
    return () => window.removeEventListener(TOAST_EVENT, onEvent);
  }, []);

  if (!needed) return <EmptyToastRegion />;
  return (
    <Suspense fallback={<EmptyToastRegion />}>
      <RadixToaster />
    </Suspense>
  );
}

/** The same landmark as the Radix viewport, with its F8 hotkey, while no toast has been shown. */
function EmptyToastRegion() {
  const listRef = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.code === 'F8' && !event.altKey && !event.ctrlKey && !event.metaKey && !event.shiftKey)
        listRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
  return (
    <section aria-label={TOAST_REGION_LABEL} tabIndex={-1} className="pointer-events-none">
      <ol
        ref={listRef}
        tabIndex={-1}
        className="fixed right-0 bottom-0 z-[60] m-0 list-none p-0 outline-none"
      />
    </section>
  );
}
