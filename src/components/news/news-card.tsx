import { Link } from 'react-router-dom';
import { cn } from '../../lib/cn';
import { formatDate } from '../../lib/dates';
import type { NewsTeaser } from '../../lib/news-teaser';
import { Picture } from '../ui/picture';
import { newsPath } from '../../lib/news-pages';

/** The card's width in the lists' grid: one column on phones, two from sm, three from lg. */
const NEWS_CARD_SIZES = '(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw';

export interface NewsCardProps {
  article: NewsTeaser;
  /** Text of the link under the excerpt (the house style's "Read more"). */
  readMoreLabel: string;
  /** Heading level of the title, so that it fits the page's outline. */
  headingLevel?: 2 | 3;
  className?: string;
}

/**
 * One article on a list. Every card opens with the same two lines, its date (and place, when the
 * article names one) and its title link, so that dates and titles line up across a row whether or
 * not a card has a photo; the photo, when there is one, follows the title. Without a photo the
 * card is a compact text card: nothing stands in for the picture.
 */
export function NewsCard({ article, readMoreLabel, headingLevel = 2, className }: NewsCardProps) {
  const href = newsPath(article.slug);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article
      // A teaser repeats its article: the search finds the article itself, not every list showing it.
      data-pagefind-ignore
      className={cn(
        'flex h-full flex-col overflow-hidden rounded-lg border border-slate-200 border-t-4 border-t-gold-400 bg-white shadow-sm',
        className,
      )}
    >
      <div className="flex flex-col gap-2 px-5 pt-5">
        <p className="text-sm text-slate-600">
          <time dateTime={article.date}>{formatDate(article.date)}</time>
          {article.location ? <> · {article.location}</> : null}
        </p>
        <Heading className="text-lg leading-snug font-semibold text-brand-800">
          <Link to={href} className="underline decoration-1 underline-offset-4 hover:decoration-2">
            {article.title}
          </Link>
        </Heading>
      </div>
      {article.image ? (
        <Picture
          image={article.image}
          alt={article.imageAlt ?? ''}
          sizes={NEWS_CARD_SIZES}
          className="mt-4 aspect-video h-auto w-full bg-brand-50 object-cover"
        />
      ) : null}
      <div className="flex flex-1 flex-col gap-2 p-5 pt-3">
        <p className={cn('line-clamp-3 text-slate-700', article.image && 'pt-1')}>{article.excerpt}</p>
        <p className="mt-auto pt-2">
          <Link
            to={href}
            className="inline-block py-1 font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
          >
            {readMoreLabel}
            <span className="sr-only">: {article.title}</span>
          </Link>
        </p>
      </div>
    </article>
  );
}
