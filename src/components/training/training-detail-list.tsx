import { site } from '#generated/site';
import { cn } from '../../lib/cn';
import { detailLines, type DetailLine, type TrainingDetails } from '../../lib/training-details';
import { useVisitorDay } from '../../runtime/use-today';
import { FactLine } from './fact-line';
import { AwardIcon, HourglassIcon, PesoIcon, UsersIcon } from './icons';

const ICONS: Record<DetailLine['kind'], typeof PesoIcon> = {
  fee: PesoIcon,
  cpd: AwardIcon,
  registerBy: HourglassIcon,
  seats: UsersIcon,
};

export interface TrainingDetailListProps {
  training: TrainingDetails;
  /** Every line a buyer checks, "to be announced" where the file is silent (trainings still to come). */
  upcoming: boolean;
  /** False once registration has closed (the card's action then says so). */
  registerBy?: boolean;
  /**
   * The facts side by side without the label column, for lists a phone scrolls through (the
   * calendar and the archive): the fee and units speak for themselves, "Register by" leads its date,
   * and the provider number and seats are left to the training's page.
   */
  compact?: boolean;
  className?: string;
}

/**
 * Fee, CPD units (with the association's PRC provider number), last day to register and seats,
 * each with its icon in the same column as the icons of the card's other facts (FactLine), so
 * every line's text starts at the same place.
 */
export function TrainingDetailList({
  training,
  upcoming,
  registerBy,
  compact = false,
  className,
}: TrainingDetailListProps) {
  // "Today" and "Tomorrow" only once the browser has said which day it is (use-today.ts).
  const today = useVisitorDay();
  const lines = detailLines(training, {
    short: true,
    upcoming,
    registerBy,
    today,
    cpdProvider: compact ? undefined : site.accreditation?.prcCpdProvider,
  }).filter((line) => !compact || line.kind !== 'seats');
  if (lines.length === 0) return null;
  if (compact) {
    return (
      // Side by side where they fit ("Fee to be announced", "No CPD units"), each wrapping whole
      // to the next line where they do not: a phone's card stays a few lines shorter.
      <ul className={cn('flex flex-wrap gap-x-4 gap-y-0.5 text-slate-700', className)}>
        {lines.map((line) => {
          const LineIcon = ICONS[line.kind];
          return (
            <FactLine key={line.label} icon={<LineIcon />} label={line.label} strong={line.urgent} small>
              {line.kind === 'registerBy' ? (
                <>
                  <span aria-hidden="true">Register by </span>
                  {/* "Register by today (Nov 28)": in running text, not a label's value. */}
                  {line.urgent ? line.value.charAt(0).toLowerCase() + line.value.slice(1) : line.value}
                </>
              ) : line.parts ? (
                // The two rates wrap between each other, never inside one.
                line.parts.map((part, i, parts) => (
                  <span key={part}>
                    <span className="inline-block">
                      {part}
                      {i < parts.length - 1 ? ',' : null}
                    </span>
                    {i < parts.length - 1 ? ' ' : null}
                  </span>
                ))
              ) : (
                line.value
              )}
            </FactLine>
          );
        })}
      </ul>
    );
  }
  return (
    <dl
      className={cn(
        'grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-base text-slate-700 [overflow-wrap:anywhere]',
        className,
      )}
    >
      {lines.map((line) => {
        const LineIcon = ICONS[line.kind];
        return (
          <div key={line.label} className="contents">
            <dt className="flex items-start gap-2 font-semibold text-slate-900">
              <span className="flex h-6 items-center">
                <LineIcon />
              </span>
              {line.label}
            </dt>
            <dd className={line.urgent ? 'font-semibold text-slate-900' : undefined}>
              {line.parts
                ? line.parts.map((part, i, parts) => (
                    <span key={part}>
                      <span className="inline-block">
                        {part}
                        {i < parts.length - 1 ? ',' : null}
                      </span>
                      {i < parts.length - 1 ? ' ' : null}
                    </span>
                  ))
                : line.value}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
