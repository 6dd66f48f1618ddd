import { Link } from 'react-router-dom';
import { formatDateRange } from '../../lib/dates';
import { formatCpdUnits } from '../../lib/training-details';
import type { Run } from '../../lib/next-run';
import { TrainingTitleLink } from './training-title-link';
import type { TrainingSummary } from '../../lib/training-types';
import { NextRunLink } from './next-run-link';

export interface ArchiveRowProps {
  training: TrainingSummary;
  /** Trainings among which the course's next run is found ("Next run: ..."). */
  runs: readonly Run[];
}

/**
 * A completed training in the archive's list, in a few short lines a thumb scrolls past: its linked
 * title, then dates, place, type and the CPD units it earned, then the report and the course's next
 * run when there are. The whole summary is on the training's page, one tap away.
 */
export function ArchiveRow({ training, runs }: ArchiveRowProps) {
  const facts = [
    formatDateRange(training.date, training.endDate, { short: true }),
    training.location,
    training.type.charAt(0) + training.type.slice(1).toLowerCase(),
    training.cpdUnits === undefined || training.cpdUnits === 'none'
      ? null
      : formatCpdUnits(training.cpdUnits),
  ].filter((fact): fact is string => Boolean(fact));
  return (
    <article className="border-b border-slate-200 py-3 last:border-b-0">
      <h4 className="leading-snug font-semibold text-brand-800">
        <TrainingTitleLink training={training} />
      </h4>
      <p className="mt-1 text-sm text-slate-700">{facts.join(' · ')}</p>
      {training.report ? (
        <p className="mt-1 text-sm">
          <Link
            to={training.report}
            aria-label={`Read the report on ${training.title}`}
            className="font-semibold text-brand-700 underline"
          >
            Read the report
          </Link>
        </p>
      ) : null}
      <NextRunLink training={training} runs={runs} short className="mt-1 text-sm" />
    </article>
  );
}
