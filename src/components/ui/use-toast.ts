import { useSyncExternalStore } from 'react';
import { currentToasts, dismissToast, subscribeToToasts, toast, type ToastItem } from './toast-store';

const noToasts: ToastItem[] = [];

/**
 * The toasts to show, kept in step with the store, plus the store's actions for components:
 * `const { toast } = useToast(); toast({ title: 'Saved' })`. The server always renders none.
 */
export function useToast() {
  const toasts = useSyncExternalStore(subscribeToToasts, currentToasts, () => noToasts);
  return { toasts, toast, dismiss: dismissToast };
}
