import { Link } from 'react-router-dom';
import { EarlierCycles } from '../components/training/earlier-cycles';
import { ProsePage } from '../components/training/prose-intro';
import { formatDate } from '../lib/dates';
import { useToday } from '../runtime/use-today';
import { useRouteData } from '../runtime/route-data';
import type { ElectionPageData } from '../loaders/trainings.server';

/**
 * /election: the latest election's deadline, eligibility and nomination form, with a sentence
 * inviting nominations; after its deadline (the visitor's Manila date, re-checked after hydration)
 * the page says instead that the nominations closed and links to the results. Earlier elections follow as an archive.
 */
export function Component() {
  const { page, elections, representedAgencies } = useRouteData<ElectionPageData>();
  const { current: election, earlier } = elections;
  const today = useToday();
  const open = today <= election.deadline;
  const deadline = formatDate(election.deadline);
  return (
    <ProsePage page={page}>
      <article className="space-y-6">
        <h2 className="text-2xl font-bold text-brand-800">{election.title}</h2>
        <p>
          {election.intro}
          {open
            ? ' Members in good standing may file an application or nominate a candidate until the deadline.'
            : null}
        </p>
        {open ? (
          <p className="rounded-md border-l-4 border-gold-500 bg-brand-50 p-4 text-lg">
            <span className="font-semibold">Deadline of applications and nominations:</span> {deadline}
          </p>
        ) : (
          <div role="status" className="space-y-1 rounded-md border-l-4 border-slate-400 bg-slate-100 p-4">
            <p className="font-semibold">Nominations closed on {deadline}.</p>
            {election.results ? (
              <p>
                Results:{' '}
                <Link to={election.results} className="font-semibold text-brand-700 underline">
                  read the announcement in News and Updates
                </Link>
                .
              </p>
            ) : (
              <p>The results will be announced in News and Updates.</p>
            )}
          </div>
        )}
        <section aria-labelledby="eligibility" className="space-y-3">
          <h3 id="eligibility" className="text-xl font-bold text-brand-800">
            Who may be nominated
          </h3>
          <ul className="list-disc space-y-2 pl-6">
            {election.eligibility.map((requirement) => (
              <li key={requirement}>{requirement}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="election-note" className="space-y-3">
          <h3 id="election-note" className="text-xl font-bold text-brand-800">
            Note
          </h3>
          <p>{election.note}</p>
          {representedAgencies.length > 0 ? (
            <>
              <p>Agencies currently represented on the Board:</p>
              {/* Two columns from sm: sixteen short names read as a list, not a long scroll. */}
              <ul className="list-disc gap-x-10 pl-6 sm:columns-2">
                {representedAgencies.map((agency) => (
                  <li key={agency} className="mb-1 break-inside-avoid">
                    {agency}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </section>
        {open ? (
          <section aria-labelledby="nomination" className="space-y-3 rounded-lg border border-slate-200 p-6">
            <h3 id="nomination" className="text-xl font-bold text-brand-800">
              File a nomination
            </h3>
            <p>Download the nomination form, fill it in and send it to the Secretariat by {deadline}.</p>
            <a
              href={election.nominationForm}
              download
              className="inline-flex items-center rounded-md bg-gold-400 px-4 py-2 font-semibold text-brand-900 hover:bg-gold-500"
            >
              Download the nomination form (PDF)
            </a>
          </section>
        ) : null}
      </article>
      <EarlierCycles
        id="earlier-elections"
        title="Earlier elections"
        className="space-y-3 border-t border-slate-200 pt-6"
        cycles={earlier.map((cycle) => ({
          key: cycle.deadline,
          text: (
            <>
              <span className="font-semibold">{cycle.title}</span>: nominations closed on{' '}
              {formatDate(cycle.deadline)}
            </>
          ),
          link: cycle.results ? { to: cycle.results, label: 'results' } : undefined,
        }))}
      />
    </ProsePage>
  );
}
