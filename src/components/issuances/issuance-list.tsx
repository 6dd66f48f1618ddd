import type { IssuanceEntry } from '../../content/schemas/issuance';
import { assetUrl } from '../../lib/asset-url';
import { formatDate } from '../../lib/dates';
import { issuanceAnchor } from '../../lib/issuance-anchor';

export interface IssuanceListProps {
  items: IssuanceEntry[];
  /** Shown when a category has no documents yet. */
  emptyText: string;
}

/** The documents of one category: title, optional date, description and a download link. */
export function IssuanceList({ items, emptyText }: IssuanceListProps) {
  if (items.length === 0) return <p className="text-slate-600">{emptyText}</p>;
  return (
    <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
      {items.map((item) => (
        <li key={item.file.href} id={issuanceAnchor(item.file.href)} className="scroll-mt-24 p-5">
          <h3 className="text-lg font-semibold text-brand-900">{item.title}</h3>
          {item.date ? (
            <p className="mt-1 text-sm text-slate-600">
              <time dateTime={item.date}>{formatDate(item.date)}</time>
            </p>
          ) : null}
          <p className="mt-2 text-slate-800">{item.description}</p>
          <a
            href={assetUrl(item.file.href)}
            className="mt-3 inline-flex items-center gap-2 rounded-md border border-brand-700 px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          >
            Download <span className="sr-only">{item.title}</span>{' '}
            <span className="font-normal text-slate-700">
              ({item.file.type}, {item.file.size})
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
