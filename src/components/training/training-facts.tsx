import type { ReactNode } from 'react';
import { site } from '#generated/site';
import type { Training } from '../../content/schemas/training';
import { cpdProviderText, formatCpdUnits, formatFee, formatSeats } from '../../lib/training-details';
import { AwardIcon, CalendarIcon, ClockIcon, PesoIcon, PinIcon, UsersIcon } from './icons';
import { houseDailyTime } from '../../lib/training-time';

/** A labelled row of the event page's facts list; every row has its icon, so the labels line up. */
function Fact({ label, icon, children }: { label: string; icon: ReactNode; children: ReactNode }) {
  return (
    <div className="contents">
      {/* At the top of its row: a value can run to several lines (an address, two fees). */}
      <dt className="flex items-center gap-2 self-start font-semibold">
        {icon}
        {label}
      </dt>
      <dd>{children}</dd>
    </div>
  );
}

export interface TrainingFactsProps {
  training: Training;
  dates: string;
  /**
   * A training still to come shows fee and CPD units "to be announced" when its file is silent,
   * and its seats; a completed one only when, where and the CPD units it earned. (The last day to
   * register is said beside Register now, pages/training-event.tsx.)
   */
  upcoming?: boolean;
}

/**
 * What an agency checks before approving attendance: when, what it costs and earns, then where
 * (the longest entry, with the address and map, comes last so that a phone shows the fee and CPD
 * units on the first screen); once the training is over, what a participant's record needs.
 */
export function TrainingFacts({ training, dates, upcoming = false }: TrainingFactsProps) {
  const provider = site.accreditation?.prcCpdProvider;
  const showCpd = upcoming || typeof training.cpdUnits === 'number';
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-3 sm:gap-x-6">
      <Fact label="Dates" icon={<CalendarIcon />}>
        {dates}
      </Fact>
      <Fact label="Time" icon={<ClockIcon />}>
        {houseDailyTime(training.time)}
      </Fact>
      {upcoming ? (
        <Fact label="Fee" icon={<PesoIcon />}>
          {formatFee(training.fee)
            .split(', ')
            .map((rate, i, rates) => (
              <span key={rate}>
                <span className="inline-block">
                  {rate}
                  {i < rates.length - 1 ? ',' : null}
                </span>
                {i < rates.length - 1 ? ' ' : null}
              </span>
            ))}
        </Fact>
      ) : null}
      {showCpd ? (
        <Fact label="CPD units" icon={<AwardIcon />}>
          {formatCpdUnits(training.cpdUnits)}
          {typeof training.cpdUnits === 'number' && provider ? (
            <span className="block text-sm text-slate-700">{cpdProviderText(provider)}</span>
          ) : null}
        </Fact>
      ) : null}
      {upcoming && training.seats !== undefined ? (
        <Fact label="Seats" icon={<UsersIcon />}>
          {formatSeats(training.seats)}
        </Fact>
      ) : null}
      <Fact label="Location" icon={<PinIcon />}>
        {training.location}
        {training.venueAddress ? <span className="block text-slate-700">{training.venueAddress}</span> : null}
        {training.mapLink ? (
          <a
            href={training.mapLink}
            target="_blank"
            rel="noopener noreferrer"
            className="block font-semibold text-brand-700 underline"
          >
            View map<span className="sr-only"> of the venue (opens in a new tab)</span>
          </a>
        ) : null}
      </Fact>
    </dl>
  );
}
