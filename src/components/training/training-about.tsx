import type { ReactNode } from 'react';
import type { Training } from '../../content/schemas/training';
import { LinkedText } from '../content/linked-text';

/** One titled part of the event page, shown only when the file gives it. */
function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-2">
      <h2 id={id} className="text-xl font-bold text-brand-800">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * The event page after its facts: what the training is about, what participants learn, who
 * should attend, the speakers, how to pay, the cancellation policy and whom to ask. How to pay is
 * shown only while registration is open: its text speaks of paying before the deadline.
 */
export function TrainingAbout({
  training,
  registrationOpen,
}: {
  training: Training;
  /** Whether registration is still open today (lib/registration.ts). */
  registrationOpen: boolean;
}) {
  const { summary, objectives, audience, speakers, paymentInstructions, cancellationPolicy, contact } =
    training;
  return (
    <>
      {summary ? (
        <Part id="about" title="About this training">
          <p>{summary}</p>
        </Part>
      ) : null}
      {objectives?.length ? (
        <Part id="objectives" title="What you will learn">
          <ul className="list-disc space-y-1 pl-6">
            {objectives.map((objective) => (
              <li key={objective}>{objective}</li>
            ))}
          </ul>
        </Part>
      ) : null}
      {audience ? (
        <Part id="audience" title="Who should attend">
          <p>{audience}</p>
        </Part>
      ) : null}
      {speakers?.length ? (
        <Part id="speakers" title={speakers.length === 1 ? 'Speaker' : 'Speakers'}>
          <ul className="space-y-1">
            {speakers.map((speaker) => (
              <li key={speaker.name}>
                <span className="font-semibold">{speaker.name}</span>
                {speaker.role ? <span className="text-slate-700">, {speaker.role}</span> : null}
              </li>
            ))}
          </ul>
        </Part>
      ) : null}
      {paymentInstructions && registrationOpen ? (
        <Part id="payment" title="How to pay">
          <p>
            <LinkedText text={paymentInstructions} />
          </p>
        </Part>
      ) : null}
      {cancellationPolicy ? (
        <Part id="cancellation" title="Cancellation and substitution">
          <p>{cancellationPolicy}</p>
        </Part>
      ) : null}
      {contact ? (
        <Part id="contact" title="Questions">
          <p>
            <LinkedText text={contact} />
          </p>
        </Part>
      ) : null}
    </>
  );
}
