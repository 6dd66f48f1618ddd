import { Fragment } from 'react';
import { linkedParts } from '../../lib/linked-parts';

const linkClass = 'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900';

/**
 * A sentence from content with its e-mail addresses and Philippine landline numbers as links a
 * phone can tap (mailto:, tel:); the rest stays text.
 */
export function LinkedText({ text }: { text: string }) {
  return (
    <>
      {linkedParts(text).map((part, index) =>
        part.href ? (
          <a key={index} href={part.href} className={linkClass}>
            {part.text}
          </a>
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}
