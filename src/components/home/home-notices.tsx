import { Link } from 'react-router-dom';
import type { Notice } from '../../content/schemas/home';
import { currentNotices } from '../../lib/notices';
import { useToday } from '../../runtime/use-today';

/**
 * The dated notices of content/home.yaml (renewal season) that are current: by the build day in
 * the HTML, then by the visitor's own day once the page runs, as the trainings are. The home page
 * shows them in the hero, above the lead, on phones and tablets (where the hero is one long
 * column) and in a band under the hero on wide screens: `placement` says which copy this is.
 */
export function HomeNotices({
  notices,
  placement,
}: {
  notices: readonly Notice[] | undefined;
  placement: 'hero' | 'band';
}) {
  const today = useToday();
  const current = currentNotices(notices, today);
  if (current.length === 0) return null;
  return (
    <div
      className={
        placement === 'hero'
          ? 'rounded-md bg-brand-50 px-4 py-3 lg:hidden'
          : 'hidden border-b border-slate-200 bg-brand-50 lg:block'
      }
    >
      <div className={placement === 'hero' ? 'space-y-4' : 'page-grid space-y-4 py-5'}>
        {current.map((notice) => (
          <section
            key={`${notice.from}-${notice.title}`}
            aria-label={notice.title}
            className="max-w-measure border-l-4 border-gold-400 pl-4"
          >
            <h2 className="text-lg font-semibold text-brand-900">{notice.title}</h2>
            <p className="mt-1 text-slate-800">
              {notice.text}
              {notice.link ? (
                <>
                  {' '}
                  <Link to={notice.link.path} className="font-semibold text-brand-700 underline">
                    {notice.link.label}
                  </Link>
                </>
              ) : null}
            </p>
          </section>
        ))}
      </div>
    </div>
  );
}
