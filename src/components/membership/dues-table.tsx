import type { Dues } from '../../content/schemas/membership';
import { formatPeso } from '../../lib/pesos';

/**
 * The membership fees from membership.yaml as a table: fee, amount in pesos, how often. Headed by
 * the year they are for (`duesYear`) so a visitor never wonders whether last year's fees are shown.
 */
export function DuesTable({ dues, year }: { dues: readonly Dues[]; year?: number | undefined }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full max-w-measure border-collapse text-left">
        {year === undefined ? (
          <caption className="sr-only">Membership dues in Philippine pesos</caption>
        ) : (
          <caption className="mb-2 text-left font-semibold text-slate-900">
            Dues for {year}, in Philippine pesos
          </caption>
        )}
        <thead>
          <tr className="border-b-2 border-brand-700 text-sm text-slate-900">
            <th scope="col" className="py-2 pr-4 font-semibold">
              Fee
            </th>
            <th scope="col" className="py-2 pr-4 text-right font-semibold">
              Amount
            </th>
            <th scope="col" className="py-2 font-semibold">
              Paid
            </th>
          </tr>
        </thead>
        <tbody>
          {dues.map((row) => (
            <tr key={row.category} className="border-b border-slate-200 align-top">
              <th scope="row" className="py-3 pr-4 font-semibold text-slate-900">
                {row.category}
                {row.note ? (
                  <span className="mt-1 block text-sm font-normal text-slate-700">{row.note}</span>
                ) : null}
              </th>
              <td className="py-3 pr-4 text-right font-semibold whitespace-nowrap text-brand-900 tabular-nums">
                {formatPeso(row.amount)}
              </td>
              <td className="py-3 whitespace-nowrap text-slate-800">{row.period}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
