import { useEffect } from 'react';
import { Link, NavLink, Outlet } from 'react-router-dom';
import { navigation } from '../../content/generated/navigation';
import { site } from '../../content/generated/site';

/** The shell around every page: skip link, sticky header, main area and footer. */
export function RootLayout() {
  useEffect(() => {
    // Lets tests and scripts know the prerendered page is now interactive.
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <div className="flex min-h-screen flex-col bg-white text-slate-900">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:text-brand-800"
      >
        Skip to main content
      </a>
      <header className="sticky top-0 z-40 h-20 border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-full max-w-6xl items-center justify-between gap-4 px-4">
          <Link to="/" className="text-xl font-bold text-brand-800">
            {site.shortName}
          </Link>
          <nav aria-label="Main">
            <ul className="flex flex-wrap gap-3 text-sm font-semibold">
              {navigation.items.map((item) => (
                <li key={item.path}>
                  <NavLink to={item.path} end={item.path === '/'}>
                    {item.name}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <footer className="bg-brand-900 text-brand-100">
        <div className="mx-auto max-w-6xl px-4 py-8 text-sm">
          <p>{site.description}</p>
          <p className="mt-2">
            © {site.name}, established {site.foundingYear}.
          </p>
        </div>
      </footer>
    </div>
  );
}
