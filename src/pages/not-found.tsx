import { Link } from 'react-router-dom';
import { Markdown } from '../components/content/markdown';
import { SearchBox } from '../components/search/search-box';
import { PageMeta } from '../components/seo/page-meta';
import { navigation } from '#generated/navigation';
import type { PageData } from '../loaders/page.server';
import { useRouteData } from '../runtime/route-data';

const FALLBACK_TITLE = 'Page not found';
const FALLBACK_DESCRIPTION = 'The page you are looking for is not on this website.';

/** The 404 page (dist/404.html): what happened, and the ways back into the site. */
export function Component() {
  const data = useRouteData<PageData | null>();
  const title = data?.page.title ?? FALLBACK_TITLE;
  const sections = navigation.items.filter((item) => item.path !== '/');
  return (
    <>
      <PageMeta title={title} description={data?.page.description ?? FALLBACK_DESCRIPTION} />
      <div className="bg-brand-50">
        <div className="page-grid grid gap-10 py-14 md:grid-cols-[auto_1fr] md:items-center md:py-20">
          <svg viewBox="0 0 240 110" aria-hidden="true" focusable="false" className="w-48 md:w-64">
            <text
              x="120"
              y="92"
              textAnchor="middle"
              fontSize="104"
              fontWeight="800"
              fill="#d6e4f4"
              stroke="#174f8f"
              strokeWidth="2"
            >
              404
            </text>
          </svg>
          <div>
            <h1 className="text-3xl font-bold tracking-tight text-brand-800 sm:text-4xl">{title}</h1>
            {data ? (
              <Markdown html={data.page.body} className="mt-4 text-lg text-slate-700" />
            ) : (
              <p className="mt-4 text-lg text-slate-700">{FALLBACK_DESCRIPTION}</p>
            )}
            <Link
              to="/"
              className="mt-6 inline-flex rounded-md bg-brand-800 px-5 py-3 font-semibold text-white hover:bg-brand-900"
            >
              Go to the home page
            </Link>
            {/* A plain GET form to /search: it works before and without JavaScript too. */}
            <SearchBox label="Search this website" showLabel className="mt-8 max-w-xl" />
          </div>
        </div>
      </div>
      <section aria-labelledby="not-found-sections" className="page-grid py-12">
        <h2 id="not-found-sections" className="text-xl font-bold text-brand-800">
          Or continue to one of our main sections
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {sections.map((section) => (
            <li key={section.path}>
              <Link
                to={section.path}
                className="block h-full rounded-lg border border-slate-200 p-4 hover:border-brand-600 hover:bg-brand-50"
              >
                <span className="block font-semibold text-brand-800">{section.name}</span>
                {section.description ? (
                  <span className="mt-1 block text-sm text-slate-600">{section.description}</span>
                ) : null}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
