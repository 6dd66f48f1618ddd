import { cn } from '../../lib/cn';
import { formatDateRange } from '../../lib/dates';
import { registrationState } from '../../lib/registration';
import { useToday } from '../../runtime/use-today';
import { CalendarIcon, PinIcon } from './icons';
import { RegistrationAction } from './register-link';
import { TrainingDetailList } from './training-detail-list';
import { TrainingTypeLabel } from './training-type-label';
import type { CarouselTraining } from '../../lib/training-types';
import { FactLine } from './fact-line';
import { TrainingTitleLink } from './training-title-link';

export interface TrainingOfferCardProps {
  training: CarouselTraining;
  className?: string;
  /** 2 where the card is the section's only heading below the page's (the home page's next training). */
  headingLevel?: 2 | 3;
}

/**
 * A training still to come, as the home page's carousel and /training's next dates show it:
 * linked title, type, dates, place, fee, CPD units, last day to register and Register now.
 */
export function TrainingOfferCard({ training, className, headingLevel = 3 }: TrainingOfferCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const today = useToday();
  const open = registrationState(training, today).state === 'open';
  return (
    <div className={cn('flex h-full flex-col items-start gap-3', className)}>
      <TrainingTypeLabel type={training.type} />
      <Heading className="text-lg font-bold text-brand-800 sm:text-xl">
        <TrainingTitleLink training={training} />
      </Heading>
      <ul className="space-y-1 text-slate-700">
        <FactLine icon={<CalendarIcon />} label="Dates" strong>
          {formatDateRange(training.date, training.endDate, { short: true })}
        </FactLine>
        <FactLine icon={<PinIcon />} label="Location">
          {training.location}
        </FactLine>
      </ul>
      <TrainingDetailList training={training} upcoming registerBy={open} />
      <RegistrationAction training={training} className="mt-auto" short />
    </div>
  );
}
