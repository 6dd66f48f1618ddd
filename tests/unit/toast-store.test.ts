import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  TOAST_DURATION_MS,
  TOAST_REMOVE_DELAY_MS,
  currentToasts,
  dismissToast,
  toast,
  toastReducer,
  type ToastItem,
} from '../../src/components/ui/toast-store';

const item = (id: number, overrides: Partial<ToastItem> = {}): ToastItem => ({
  id,
  title: `Toast ${id}`,
  variant: 'default',
  duration: TOAST_DURATION_MS,
  open: true,
  ...overrides,
});

describe('toastReducer', () => {
  it('shows one toast at a time: a new toast replaces the current one', () => {
    const state = toastReducer([item(1)], { type: 'add', toast: item(2) });
    expect(state.map((t) => t.id)).toEqual([2]);
  });

  it('closes a toast on dismiss and keeps it until it is removed', () => {
    const dismissed = toastReducer([item(1)], { type: 'dismiss', id: 1 });
    expect(dismissed).toEqual([item(1, { open: false })]);
    expect(toastReducer(dismissed, { type: 'remove', id: 1 })).toEqual([]);
  });

  it('ignores dismiss and remove for a toast that is no longer there', () => {
    const state = [item(2)];
    expect(toastReducer(state, { type: 'dismiss', id: 1 })).toEqual(state);
    expect(toastReducer(state, { type: 'remove', id: 1 })).toEqual(state);
  });

  it('does not change the state it is given', () => {
    const state = Object.freeze([item(1)]);
    toastReducer(state, { type: 'dismiss', id: 1 });
    expect(state[0]?.open).toBe(true);
  });
});

describe('toast()', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens a default toast lasting 5000 ms unless told otherwise', () => {
    const id = toast({ title: 'Saved' });
    expect(currentToasts()).toEqual([
      { id, title: 'Saved', description: undefined, variant: 'default', duration: 5000, open: true },
    ]);
  });

  it('keeps the destructive variant, description and duration it is given', () => {
    const id = toast({
      title: 'Sign in Failed',
      description: 'Something went wrong',
      variant: 'destructive',
      duration: 8000,
    });
    expect(currentToasts()).toEqual([
      {
        id,
        title: 'Sign in Failed',
        description: 'Something went wrong',
        variant: 'destructive',
        duration: 8000,
        open: true,
      },
    ]);
  });

  it('removes a dismissed toast once its closing has finished', () => {
    vi.useFakeTimers();
    const id = toast({ title: 'Saved' });
    dismissToast(id);
    expect(currentToasts()).toMatchObject([{ id, open: false }]);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS);
    expect(currentToasts()).toEqual([]);
  });
});
