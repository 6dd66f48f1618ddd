import { Link } from 'react-router-dom';
import type { ComingSoon } from '../../content/schemas/page';

/**
 * The holding page of a page not ready yet (a `comingSoon` block in its front matter): what it will
 * hold and when, whom to ask, and where to go meanwhile. Menus do not link to it
 * (src/lib/not-ready.ts); its address still answers for anyone who kept or was sent it.
 */
export function ComingSoonPanel({ comingSoon }: { comingSoon: ComingSoon }) {
  const { summary, expected, contact, related } = comingSoon;
  return (
    <section
      aria-labelledby="holding-page-heading"
      data-holding-page=""
      className="max-w-measure rounded-lg border border-slate-200 bg-slate-50 p-5 sm:p-6"
    >
      <h2 id="holding-page-heading" className="text-xl font-bold text-brand-800">
        What this page will hold
      </h2>
      <p className="mt-2 text-slate-800">{summary}</p>
      <dl className="mt-4 grid gap-x-4 gap-y-2 sm:grid-cols-[auto_1fr]">
        {expected ? (
          <div className="contents">
            <dt className="font-semibold text-slate-900">Expected</dt>
            <dd className="text-slate-800">{expected}</dd>
          </div>
        ) : null}
        <div className="contents">
          <dt className="font-semibold text-slate-900">Questions</dt>
          <dd className="text-slate-800">
            {contact.name},{' '}
            <a
              href={`mailto:${contact.email}`}
              className="font-semibold break-words text-brand-700 underline"
            >
              {contact.email}
            </a>
            {contact.phone ? <>, {contact.phone}</> : null}
          </dd>
        </div>
      </dl>
      <h3 className="mt-5 font-semibold text-slate-900">Meanwhile, you may find these useful</h3>
      <ul className="mt-2 space-y-1">
        {related.map((link) => (
          <li key={link.path}>
            <Link to={link.path} className="font-semibold text-brand-700 underline">
              {link.name}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
