/**
 * The first focusable element on every page. Activating it moves focus to <main> (which has
 * tabIndex -1), so the next Tab continues inside the page content, not in the menu.
 */
export function SkipLink() {
  return (
    <a
      href="#main"
      onClick={(event) => {
        const main = document.getElementById('main');
        if (!main) return;
        event.preventDefault();
        main.focus();
        main.scrollIntoView();
      }}
      className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[70] focus:rounded-md focus:bg-white focus:px-4 focus:py-3 focus:font-semibold focus:text-brand-800 focus:shadow-lg focus:ring-2 focus:ring-brand-700"
    >
      Skip to main content
    </a>
  );
}
