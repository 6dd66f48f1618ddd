import { useRouteError } from 'react-router-dom';
import { site } from '#generated/site';
import { useMarkHydrated } from '../../runtime/use-hydrated';
import { PageMeta } from '../seo/page-meta';
import { LogoMark } from './logo';

/**
 * Shown instead of a blank page when a route fails to render, with what
 * failed: `error` is what was thrown.
 */
export function RouteErrorScreen({ error }: { error: unknown }) {
  useMarkHydrated();
  const detail = error instanceof Error ? error.message : undefined;
  const home = import.meta.env.BASE_URL;
  return (
    <div className="flex min-h-screen flex-col bg-brand-50 text-slate-900">
      <PageMeta
        title="This page could not be shown"
        description="Something went wrong while showing this page."
      />
      <header className="border-b border-slate-200 bg-white">
        <div className="page-grid flex h-20 items-center gap-3">
          <a href={home} className="flex items-center gap-3 rounded-md">
            <LogoMark />
            <span className="text-2xl font-extrabold tracking-wide text-brand-800">{site.shortName}</span>
            <span className="sr-only">{site.name} home page</span>
          </a>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-2xl flex-1 px-4 py-16 focus:outline-none">
        <div className="rounded-xl border border-slate-200 bg-white p-8 shadow-sm">
          <h1 className="text-3xl font-bold text-brand-800">This page could not be shown</h1>
          <p className="mt-4 text-lg">
            Something went wrong while showing this page. Please try again, or go back to the home page.
          </p>
          {detail ? (
            <p className="mt-3 rounded-md bg-slate-100 p-3 font-mono text-sm text-slate-700">{detail}</p>
          ) : null}
          <div className="mt-8 flex flex-wrap gap-3">
            <a
              href={home}
              className="rounded-md bg-brand-800 px-5 py-3 font-semibold text-white hover:bg-brand-900"
            >
              Go to the home page
            </a>
            <button
              type="button"
              onClick={() => window.location.reload()}
              className="rounded-md border border-brand-800 px-5 py-3 font-semibold text-brand-800 hover:bg-brand-50"
            >
              Try again
            </button>
          </div>
        </div>
      </main>
    </div>
  );
}

/**
 * The error screen as the router shows it for a page that failed (the root route's ErrorBoundary).
 * While prerendering, the error goes on instead: a page that fails must stop the build, naming the
 * page (vite-react-ssg's "Error on page"), and never be published as this screen.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  if (import.meta.env.SSR) throw error;
  return <RouteErrorScreen error={error} />;
}
