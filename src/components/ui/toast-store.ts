/**
 * A small store for toasts, usable from anywhere (components, hooks, the auth context):
 * `toast({ title, description, variant })`. The <Toaster /> in the layout renders it.
 * Only one toast is shown at a time: a new toast replaces the current one.
 */
import { useSyncExternalStore } from 'react';

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before it closes by itself; 5000 by default. */
  duration?: number;
}

export interface ToastItem extends Required<Pick<ToastInput, 'title' | 'variant' | 'duration'>> {
  id: number;
  description?: string;
  open: boolean;
}

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
/** Time a dismissed toast stays in the store so its closing can finish before it is removed. */
export const TOAST_REMOVE_DELAY_MS = 1000;

export type ToastAction =
  { type: 'add'; toast: ToastItem } | { type: 'dismiss'; id: number } | { type: 'remove'; id: number };

/** Pure state transitions, unit-tested. */
export function toastReducer(state: readonly ToastItem[], action: ToastAction): ToastItem[] {
  switch (action.type) {
    case 'add':
      return [action.toast, ...state].slice(0, TOAST_LIMIT);
    case 'dismiss':
      return state.map((item) => (item.id === action.id ? { ...item, open: false } : item));
    case 'remove':
      return state.filter((item) => item.id !== action.id);
  }
}

type Listener = (toasts: ToastItem[]) => void;

let toasts: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

function dispatch(action: ToastAction): void {
  toasts = toastReducer(toasts, action);
  for (const listener of listeners) listener(toasts);
}

/** Shows a toast and returns its id. */
export function toast(input: ToastInput): number {
  const id = nextId++;
  dispatch({
    type: 'add',
    toast: {
      id,
      title: input.title,
      description: input.description,
      variant: input.variant ?? 'default',
      duration: input.duration ?? TOAST_DURATION_MS,
      open: true,
    },
  });
  return id;
}

/** Closes a toast; it leaves the store once its closing has finished. */
export function dismissToast(id: number): void {
  dispatch({ type: 'dismiss', id });
  setTimeout(() => removeToast(id), TOAST_REMOVE_DELAY_MS);
}

export function removeToast(id: number): void {
  dispatch({ type: 'remove', id });
}

export function subscribeToToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentToasts(): ToastItem[] {
  return toasts;
}

const noToasts: ToastItem[] = [];

/** The toasts to show, kept in step with the store; the server always renders none. */
export function useToasts(): ToastItem[] {
  return useSyncExternalStore(subscribeToToasts, currentToasts, () => noToasts);
}
