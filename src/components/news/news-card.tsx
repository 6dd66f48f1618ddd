import { Link } from 'react-router-dom';
import { cn } from '../../lib/cn';
import { formatDate } from '../../lib/dates';
import type { NewsTeaser } from '../../lib/news-teaser';
import { Picture } from '../ui/picture';

/** The card's width in the lists' grid: one column on phones, two from sm, three from lg. */
const NEWS_CARD_SIZES = '(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw';

export interface NewsCardProps {
  article: NewsTeaser;
  /** Text of the link under the excerpt ("Read Full Article" on the list, "Read More" on home). */
  readMoreLabel: string;
  /** Heading level of the title, so that it fits the page's outline. */
  headingLevel?: 2 | 3;
  className?: string;
}

/**
 * One article on a list: its photo (or, without one, a tinted panel of the same 16:9 size holding
 * the place and title), date, title link, excerpt clamped to three lines, read-more link.
 */
export function NewsCard({ article, readMoreLabel, headingLevel = 2, className }: NewsCardProps) {
  const href = `/news/${article.slug}`;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const date = <time dateTime={article.date}>{formatDate(article.date)}</time>;
  const title = (
    <Link to={href} className="hover:underline">
      {article.title}
    </Link>
  );
  return (
    <article
      // A teaser repeats its article: the search finds the article itself, not every list showing it.
      data-pagefind-ignore
      className={cn(
        'flex h-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm',
        className,
      )}
    >
      {article.image ? (
        <>
          <Picture
            image={article.image}
            alt={article.imageAlt ?? ''}
            sizes={NEWS_CARD_SIZES}
            className="aspect-video h-auto w-full bg-brand-50 object-cover"
          />
          <div className="flex flex-col gap-2 px-5 pt-5">
            <p className="text-sm text-slate-600">{date}</p>
            <Heading className="text-lg leading-snug font-semibold text-brand-800">{title}</Heading>
          </div>
        </>
      ) : (
        // At least the photo's 16:9 frame, and taller beside a photo card in the same row, so that
        // excerpts and read-more links line up across cards with and without photos.
        <div className="flex aspect-video flex-1 flex-col justify-between gap-3 border-b-4 border-gold-400 bg-brand-50 p-5">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
            {article.location ?? 'AGIA News'}
          </p>
          <div className="flex flex-col gap-1">
            <p className="text-sm text-slate-700">{date}</p>
            <Heading className="text-xl leading-snug font-semibold text-brand-800">{title}</Heading>
          </div>
        </div>
      )}
      <div className={cn('flex flex-col gap-2 p-5', article.image && 'flex-1')}>
        <p className="line-clamp-3 text-slate-700">{article.excerpt}</p>
        <p className="mt-auto pt-2">
          <Link
            to={href}
            className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
          >
            {readMoreLabel}
            <span className="sr-only">: {article.title}</span>
          </Link>
        </p>
      </div>
    </article>
  );
}
