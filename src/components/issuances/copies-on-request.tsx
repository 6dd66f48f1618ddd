import { site } from '#generated/site';
import type { CopyOnRequestEntry } from '../../content/schemas/issuance';
import { formatDate } from '../../lib/dates';

/** The e-mail a visitor sends for a copy: to the Secretariat, its subject naming the issuance. */
export function copyRequestHref(item: Pick<CopyOnRequestEntry, 'number' | 'title'>, email: string): string {
  const subject = `Copy of ${item.number}: ${item.title}`;
  return `mailto:${email}?subject=${encodeURIComponent(subject)}`;
}

/**
 * The issuances whose official text the site cannot link yet (issuances.yaml `copyOnRequest`):
 * each at its own address (#dbm-circular-letter-no-2020-8, where the site search leads), with a
 * "Request a copy" e-mail whose subject is already written, so the visitor's job ends in one tap.
 */
export function CopiesOnRequest({ items }: { items: readonly CopyOnRequestEntry[] }) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="copies-on-request" className="mt-10 max-w-measure">
      <h2 id="copies-on-request" className="scroll-mt-24 text-xl font-semibold text-brand-900">
        Copies on request
      </h2>
      <p className="mt-1 text-slate-700">
        We cannot link the official text of these yet. The Secretariat e-mails a copy on request.
      </p>
      <ul className="mt-4 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
        {items.map((item) => (
          <li key={item.anchor} id={item.anchor} className="scroll-mt-24 p-4 target:bg-brand-50 sm:p-5">
            <h3 className="text-lg font-semibold text-brand-900">{item.number}</h3>
            <p className="font-medium text-slate-900">{item.title}</p>
            <p className="mt-1 text-sm text-slate-600">
              Issued by {item.issuedBy}
              {item.date ? (
                <>
                  {' on '}
                  <time dateTime={item.date}>{formatDate(item.date)}</time>
                </>
              ) : null}
            </p>
            <a
              href={copyRequestHref(item, site.emails.general)}
              className="mt-3 inline-flex min-h-11 items-center rounded-md border border-brand-700 px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
              data-pagefind-ignore
            >
              Request a copy <span className="sr-only">of {item.number} by e-mail</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
