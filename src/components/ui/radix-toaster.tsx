import * as ToastPrimitive from '@radix-ui/react-toast';
import { cn } from '../../lib/cn';
import { Icon } from '../layout/icon';
import { dismissToast, TOAST_DURATION_MS, useToasts } from './toast-store';

/**
 * The toasts themselves: one at a time, 5 seconds by default, swipe
 * right past 50 px to dismiss, F8 to focus the area, Escape or the close button to dismiss.
 * Loaded by <Toaster /> when the first toast is shown.
 */
export function RadixToaster() {
  const toasts = useToasts();

  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={50}>
      {toasts.map((item) => (
        <ToastPrimitive.Root
          key={item.id}
          open={item.open}
          duration={item.duration}
          data-variant={item.variant}
          onOpenChange={(open) => {
            if (!open) dismissToast(item.id);
          }}
          className={cn(
            'relative flex w-full items-start gap-3 rounded-lg border p-4 pr-12 shadow-lg',
            'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform',
            'data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)]',
            item.variant === 'destructive'
              ? 'border-red-800 bg-red-700 text-white'
              : 'border-slate-200 bg-white text-slate-900',
          )}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="text-sm font-semibold">{item.title}</ToastPrimitive.Title>
            {item.description ? (
              <ToastPrimitive.Description className="text-sm opacity-95">
                {item.description}
              </ToastPrimitive.Description>
            ) : null}
          </div>
          <ToastPrimitive.Close
            aria-label="Close"
            className={cn(
              'absolute top-3 right-3 rounded-md p-1',
              item.variant === 'destructive' ? 'hover:bg-red-800' : 'text-slate-600 hover:bg-slate-100',
            )}
          >
            <Icon name="close" className="size-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport className="fixed right-0 bottom-0 z-[60] m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none" />
    </ToastPrimitive.Provider>
  );
}
