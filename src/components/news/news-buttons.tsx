import { Link } from 'react-router-dom';
import { pagePath } from '../../site-pages';

const primary = 'rounded-md bg-brand-800 px-4 py-2 font-semibold text-white hover:bg-brand-900';
const secondary =
  'rounded-md border border-brand-800 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50';

/** "Back to News" and, optionally, "Return Home" at the foot of an article. */
export function NewsButtons({ home = true }: { home?: boolean }) {
  return (
    <div className="mt-10 flex flex-wrap gap-3" data-pagefind-ignore>
      <Link to={pagePath('/news')} className={primary}>
        Back to news
      </Link>
      {home ? (
        <Link to="/" className={secondary}>
          Return home
        </Link>
      ) : null}
    </div>
  );
}
