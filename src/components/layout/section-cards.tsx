import { Link, useLocation } from 'react-router-dom';
import { isCurrentPage } from '../../lib/nav';
import { readableLabel } from '../seo/breadcrumb-trail';
import { LineIcon } from './icon';
import { sectionOf } from './section-page';

/**
 * On a section's own page (/about, /membership), its ready sub-pages as a grid of linked cards:
 * the name and description each has in content/navigation.yaml, the data the menus use, so the
 * cards and the menus never disagree. Elsewhere it renders nothing. Prerendered, so the section's
 * pages are reachable without JavaScript.
 */
export function SectionCards({ heading }: { heading?: string } = {}) {
  const { pathname } = useLocation();
  const section = sectionOf(pathname);
  if (!section?.submenu || !isCurrentPage(pathname, section.path)) return null;
  const cards = (
    <ul
      aria-label={`${readableLabel(section.name)} pages`}
      data-pagefind-ignore
      className="mt-5 grid gap-4 sm:grid-cols-2"
    >
      {section.submenu.map((page) => (
        <li key={page.path} className="flex">
          <Link
            to={page.path}
            className="group flex w-full items-center gap-4 rounded-lg border border-slate-200 border-l-4 border-l-gold-500 bg-white p-5 shadow-sm hover:border-brand-600 hover:border-l-gold-500 hover:bg-brand-50"
          >
            <span className="min-w-0 flex-1">
              <span className="block text-lg leading-snug font-semibold text-brand-800 underline-offset-4 group-hover:underline">
                {page.name}
              </span>
              {page.description ? (
                <span className="mt-1 block text-slate-600">{page.description}</span>
              ) : null}
            </span>
            <LineIcon path="m9 6 6 6-6 6" className="size-5 shrink-0 text-brand-700" />
          </Link>
        </li>
      ))}
    </ul>
  );
  if (!heading) return cards;
  return (
    <section aria-labelledby="section-cards">
      <h2 id="section-cards" className="text-2xl font-semibold text-brand-900">
        {heading}
      </h2>
      {cards}
    </section>
  );
}
