import { Link } from 'react-router-dom';
import { newsPagePath } from '../../lib/news-pages';

export interface NewsPaginationProps {
  /** 1-based page shown. */
  page: number;
  pageCount: number;
}

const linkClass =
  'rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50';

/** Previous/next links between the news list pages; nothing when there is only one page. */
export function NewsPagination({ page, pageCount }: NewsPaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav
      aria-label="News pages"
      data-pagefind-ignore
      className="mt-10 flex flex-wrap items-center justify-center gap-4"
    >
      {page > 1 ? (
        <Link to={newsPagePath(page - 1)} rel="prev" className={linkClass}>
          <span aria-hidden="true">← </span>Previous page
        </Link>
      ) : null}
      <p className="text-slate-700" aria-current="page">
        Page {page} of {pageCount}
      </p>
      {page < pageCount ? (
        <Link to={newsPagePath(page + 1)} rel="next" className={linkClass}>
          Next page<span aria-hidden="true"> →</span>
        </Link>
      ) : null}
    </nav>
  );
}
