/**
 * jsdom has no `showModal()` or `close()` on <dialog>. This stands in for the browser's part that
 * the components rely on: `showModal()` opens the dialog, Escape or `close()` closes it and fires
 * `close`. The real element (top layer, inert page, focus) is tested in the browser (tests/e2e).
 */
export function emulateHtmlDialog(window: Window & typeof globalThis): void {
  const proto = window.HTMLDialogElement.prototype;
  if (typeof proto.showModal === 'function') return;
  proto.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.open = false;
    this.dispatchEvent(new window.Event('close'));
  };
  proto.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
    const onEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !this.open) return;
      window.document.removeEventListener('keydown', onEscape);
      this.close();
    };
    window.document.addEventListener('keydown', onEscape);
  };
}
