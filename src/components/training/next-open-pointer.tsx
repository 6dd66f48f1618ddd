import { Link, type To } from 'react-router-dom';
import { formatDateRange, type IsoDate } from '../../lib/dates';

export interface NextOpenPointerProps {
  /** The line's lead, e.g. "Next open for registration". */
  label: string;
  /** Where the title links: the training's card in the list, or its page. */
  to: To;
  training: { title: string; date: IsoDate; endDate: IsoDate };
}

/**
 * The line above a list that begins with trainings closed for registration: it names the first
 * one still open and links to it (docs/decisions/030-training-list-first.md).
 */
export function NextOpenPointer({ label, to, training }: NextOpenPointerProps) {
  return (
    <p className="rounded-md border-l-4 border-gold-500 bg-brand-50 px-4 py-2 max-sm:text-sm sm:py-3">
      <span className="font-semibold">{label}:</span>{' '}
      <Link to={to} className="font-semibold text-brand-700 underline">
        {training.title}
      </Link>
      ,{' '}
      <span className="whitespace-nowrap">
        {formatDateRange(training.date, training.endDate, { short: true })}
      </span>
    </p>
  );
}
