import { Link } from 'react-router-dom';
import type { Notice } from '../../content/schemas/home';
import { currentNotices } from '../../lib/notices';
import { useToday } from '../../runtime/use-today';

/**
 * The dated notices of content/home.yaml (renewal season) that are current: by the build day in
 * the HTML, then by the visitor's own day once the page runs, as the trainings are.
 */
export function HomeNotices({ notices }: { notices: readonly Notice[] | undefined }) {
  const today = useToday();
  const current = currentNotices(notices, today);
  if (current.length === 0) return null;
  return (
    <div className="border-b border-slate-200 bg-brand-50">
      <div className="page-grid space-y-4 py-5">
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
