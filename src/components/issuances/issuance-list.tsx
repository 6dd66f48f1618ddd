import { assetUrl } from '../../lib/asset-url';
import { formatDate } from '../../lib/dates';
import type { IssuanceRow } from '../../lib/issuance-register';

export interface IssuanceListProps {
  items: IssuanceRow[];
  /** Shown when no issuance matches the filter. */
  emptyText: string;
}

const actionClass =
  'inline-flex max-w-full flex-wrap items-baseline gap-x-2 rounded-md border border-brand-700 px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50';

/**
 * The host of the text, said in the link: a copy kept by another office (a DBM circular on DAR's
 * legal library, lis.dar.gov.ph) is named as such, so no visitor takes it for the issuer's own site.
 */
function hostOf(url: string): string {
  return new URL(url).hostname.replace(/^www\./, '');
}

/** Where the full text is: the document on the source's site, named by its host (new tab), or the PDF kept on this site. */
function OfficialText({ item }: { item: IssuanceRow }) {
  if (item.source) {
    return (
      <a href={item.source} target="_blank" rel="noopener noreferrer" className={actionClass}>
        Full text <span className="sr-only">of {item.number}</span>{' '}
        <span className="font-normal text-slate-700">on {hostOf(item.source)}</span>{' '}
        <span className="sr-only">(opens in a new tab)</span>
      </a>
    );
  }
  if (!item.file) return null;
  return (
    <a href={assetUrl(item.file.href)} className={actionClass}>
      Download <span className="sr-only">{item.number}</span>{' '}
      <span className="font-normal text-slate-700">
        ({item.file.type}, {item.file.size})
      </span>
    </a>
  );
}

/**
 * The register: each issuance with its number (a link to its own address, to share), date, type,
 * issuing body, title, one-line summary and where to read the full text. Its other names (aliases)
 * are left to the site search, which finds an issuance by them and says them in its result: under
 * every title of the register they were clutter to a visitor reading down the list.
 */
export function IssuanceList({ items, emptyText }: IssuanceListProps) {
  if (items.length === 0) return <p className="text-slate-600">{emptyText}</p>;
  return (
    <ol className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
      {items.map((item) => (
        // From lg the type and date form a column of their own, as in a register's table, and the
        // number, title and text read beside them.
        <li
          key={item.anchor}
          id={item.anchor}
          className="scroll-mt-24 p-4 target:bg-brand-50 sm:p-5 lg:grid lg:grid-cols-[11rem_1fr] lg:gap-x-6"
        >
          <p
            className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700 lg:flex-col lg:items-start lg:pt-1"
            data-pagefind-ignore
          >
            <span className="rounded bg-brand-100 px-2 py-0.5 font-semibold text-brand-800">
              {item.category.name}
            </span>
            <time dateTime={item.date} className="font-semibold">
              {formatDate(item.date)}
            </time>
          </p>
          <div>
            <h2 className="mt-2 text-lg font-semibold text-brand-900 lg:mt-0">
              <a href={`#${item.anchor}`} className="underline-offset-4 hover:underline">
                {item.number}
              </a>
            </h2>
            <p className="font-medium text-slate-900">{item.title}</p>
            <p className="mt-1 text-sm text-slate-600">Issued by {item.issuedBy}</p>
            <p className="mt-2 text-slate-800">{item.summary}</p>
            <div className="mt-3" data-pagefind-ignore>
              <OfficialText item={item} />
            </div>
          </div>
        </li>
      ))}
    </ol>
  );
}
