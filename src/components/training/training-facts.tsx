import type { ReactNode } from 'react';
import type { Training } from '../../content/schemas/training';
import { formatCpdUnits, formatFee } from '../../lib/training-details';
import { formatDate } from '../../lib/dates';
import { CalendarIcon, ClockIcon, PinIcon } from './icons';

/** A labelled row of the event page's facts list. */
function Fact({ label, icon, children }: { label: string; icon?: ReactNode; children: ReactNode }) {
  return (
    <div className="contents">
      <dt className="flex items-center gap-2 font-semibold">
        {icon}
        {label}
      </dt>
      <dd>{children}</dd>
    </div>
  );
}

/** Everything an agency checks before approving attendance, each row only when the file gives it. */
export function TrainingFacts({ training, dates }: { training: Training; dates: string }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[auto_1fr]">
      <Fact label="Dates" icon={<CalendarIcon />}>
        {dates}
      </Fact>
      <Fact label="Time" icon={<ClockIcon />}>
        {training.time}
      </Fact>
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
      {training.fee ? <Fact label="Fee">{formatFee(training.fee)}</Fact> : null}
      {training.cpdUnits !== undefined ? (
        <Fact label="CPD units">{formatCpdUnits(training.cpdUnits)}</Fact>
      ) : null}
      {training.audience ? <Fact label="Who should attend">{training.audience}</Fact> : null}
      {training.speakers?.length ? (
        <Fact label={training.speakers.length === 1 ? 'Speaker' : 'Speakers'}>
          <ul className="space-y-1">
            {training.speakers.map((speaker) => (
              <li key={speaker.name}>
                <span className="font-semibold">{speaker.name}</span>
                {speaker.role ? <span className="text-slate-700">, {speaker.role}</span> : null}
              </li>
            ))}
          </ul>
        </Fact>
      ) : null}
      {training.registrationDeadline ? (
        <Fact label="Registration deadline">{formatDate(training.registrationDeadline)}</Fact>
      ) : null}
      {training.seats !== undefined ? <Fact label="Seats">{training.seats}</Fact> : null}
    </dl>
  );
}
