import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

/** Shown instead of a blank page when a route fails to render. */
export function RouteErrorScreen() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : undefined;
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-16">
      <h1 className="text-3xl font-bold text-brand-800">Unexpected Application Error!</h1>
      <p className="mt-4 text-lg">
        Something went wrong while showing this page. Please try again, or go back to the home page.
      </p>
      {detail ? <p className="mt-2 text-sm text-slate-600">{detail}</p> : null}
      <a href="/" className="mt-6 inline-block rounded bg-brand-800 px-4 py-2 font-semibold text-white">
        Go to the home page
      </a>
    </main>
  );
}
