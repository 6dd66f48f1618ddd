import type { ReactNode } from 'react';
import { Link, useLocation, type To } from 'react-router-dom';
import { cn } from '../../lib/cn';
import { addMonths, formatMonth, type IsoMonth } from '../../lib/dates';
import {
  groupByMonth,
  monthsInRange,
  requestedView,
  TYPE_FILTERS,
  type MonthRange,
  type TypeFilter,
} from '../../lib/training-views';
import { useHydrated } from '../../runtime/use-hydrated';
import { MonthNavigator } from './month-navigator';
import { NextOpenPointer } from './next-open-pointer';
import { ArchiveRow } from './archive-row';
import { TrainingCard } from './training-card';
import { YearDisclosure } from './year-disclosure';
import type { TrainingSummary } from '../../lib/training-types';

export interface TrainingBrowserProps {
  /** The trainings this page is about (upcoming or completed), already chosen for today. */
  trainings: readonly TrainingSummary[];
  /** Every training the page has, among which a closed or completed card finds its next run. */
  runs: readonly TrainingSummary[];
  range: MonthRange;
  /** The month shown when the address names none. */
  open: IsoMonth;
  /** The trainings one month shows, in display order. */
  monthTrainings: (month: IsoMonth) => TrainingSummary[];
  status: 'upcoming' | 'completed';
  /**
   * The training a list points to when it does not begin with it (the calendar: the first open for
   * registration), with the words before its title; null for none.
   */
  pointer?: { text: string; find: (listed: readonly TrainingSummary[]) => TrainingSummary | null };
  order: 'earliest-first' | 'newest-first';
  text: {
    /** Names the month navigator for screen readers. */
    navigator: string;
    listHeading: string;
    emptyMonthTitle: string;
    emptyMonthText: string;
    emptyList: string;
  };
}

const monthLink = (month: IsoMonth): To => ({ search: `?month=${month}`, hash: `#month-${month}` });
const openMonthLink = (month: IsoMonth): To => ({ search: '?view=month', hash: `#month-${month}` });
const listSearch = (type: TypeFilter) => (type === 'all' ? '?view=list' : `?view=list&type=${type}`);
const listLink = (type: TypeFilter): To => ({
  search: listSearch(type),
  hash: type === 'all' ? '#list' : `#list-${type}`,
});
/** A card's id in a list (each list of the prerendered page has its own copy of the card). */
const cardId = (type: TypeFilter, id: string) => `card-${type}-${id}`;

/**
 * A list view and a month view of trainings, switched by `?view=`, `?month=` and `?type=`; the
 * list opens first (docs/decisions/030-training-list-first.md).
 *
 * The prerendered page holds every month and list as a panel with its own id, the list of all
 * types visible and the others hidden unless named by the address's #fragment (CSS :target), and every
 * control links to `?...#panel`: without JavaScript the browser loads the page and shows that
 * panel. After hydration React reads the query instead and renders only the panel asked for; the
 * first render stays the prerendered one, so hydration never mismatches.
 *
 * The panel asked for keeps its place and key in both renders (a list of months, then a list of
 * lists), so when it is the one already on screen React keeps its elements and only removes the
 * others: a visitor who moved focus to a card's link or selected its text while the scripts were
 * still loading keeps it (tests/e2e/trainings-calendar.spec.ts).
 */
export function TrainingBrowser(props: TrainingBrowserProps) {
  const { range, open } = props;
  const hydrated = useHydrated();
  const { search } = useLocation();
  if (hydrated) {
    const view = requestedView(search, range, open);
    return (
      <div className="space-y-6" data-pagefind-ignore>
        {view.kind === 'month' ? [<MonthPanel key={view.month} {...props} month={view.month} />] : []}
        {view.kind === 'list' ? [<ListPanel key={view.type} {...props} type={view.type} />] : []}
        {view.kind === 'invalid' && <InvalidPanel message={view.message} open={open} />}
      </div>
    );
  }
  // Every training has a search record of its own (scripts/postbuild/search-records.ts): the
  // month panels and lists, which repeat each card several times, are kept out of the index so
  // the page's result shows its introduction, not a run of cards and month names.
  return (
    <div
      className="[&:has(:target)>[data-default]:not(:target):not(:has(:target))]:hidden"
      data-pagefind-ignore
    >
      {monthsInRange(range).map((month) => (
        <MonthPanel key={month} {...props} month={month} prerendered />
      ))}
      {(['all', ...TYPE_FILTERS.map((filter) => filter.param)] as TypeFilter[]).map((type) => (
        <ListPanel key={type} {...props} type={type} prerendered />
      ))}
    </div>
  );
}

/** One panel of the prerendered page: shown when it is the default or the address's #fragment. */
function Panel({
  id,
  shown,
  prerendered,
  children,
}: {
  id: string;
  shown: boolean;
  prerendered?: boolean;
  children: ReactNode;
}) {
  // Closer on phones, where every line scrolled past is a line the next card is not on screen.
  if (!prerendered) return <div className="space-y-3 sm:space-y-6">{children}</div>;
  return (
    <div
      id={id}
      data-default={shown ? '' : undefined}
      // A panel is shown when the fragment names it or a card in it (the pointer to a card). It
      // starts where the one before it did, near the top: a margin of a whole screen keeps the
      // browser's jump to it from scrolling the page title away (the cards keep their own margin).
      className={cn(
        'scroll-mt-[100vh] space-y-3 sm:space-y-6',
        shown ? 'block' : 'hidden target:block has-[:target]:block',
      )}
    >
      {children}
    </div>
  );
}

function MonthPanel({
  month,
  range,
  open,
  monthTrainings,
  status,
  runs,
  text,
  prerendered,
}: TrainingBrowserProps & { month: IsoMonth; prerendered?: boolean }) {
  const shown = monthTrainings(month);
  return (
    <Panel id={`month-${month}`} shown={false} prerendered={prerendered}>
      <ViewSwitch current="month" open={open} />
      <MonthNavigator
        label={text.navigator}
        month={month}
        previous={month > range.first ? monthLink(addMonths(month, -1)) : null}
        next={month < range.last ? monthLink(addMonths(month, 1)) : null}
      />
      {shown.length > 0 ? (
        <ul className="grid gap-4">
          {shown.map((training) => (
            <li key={training.id} className="grid">
              <TrainingCard training={training} status={status} runs={runs} />
            </li>
          ))}
        </ul>
      ) : (
        <div className="rounded-lg border border-slate-200 bg-slate-50 p-8 text-center">
          <h3 className="text-lg font-semibold">{text.emptyMonthTitle}</h3>
          <p className="mt-2 text-slate-700">{text.emptyMonthText}</p>
        </div>
      )}
    </Panel>
  );
}

function ListPanel({
  trainings,
  open,
  status,
  runs,
  order,
  text,
  type,
  pointer,
  prerendered,
}: TrainingBrowserProps & { type: TypeFilter; prerendered?: boolean }) {
  const groups = groupByMonth(trainings, type, order);
  const listed = groups.flatMap((group) => group.trainings);
  const target = pointer?.find(listed);
  return (
    <Panel id={type === 'all' ? 'list' : `list-${type}`} shown={type === 'all'} prerendered={prerendered}>
      <ViewSwitch current="list" open={open} />
      <h2 className="text-xl font-bold text-brand-800 sm:text-2xl">{text.listHeading}</h2>
      <TypeFilterLinks current={type} />
      {pointer && target && target !== listed[0] ? (
        <NextOpenPointer
          label={pointer.text}
          to={{ search: listSearch(type), hash: `#${cardId(type, target.id)}` }}
          training={target}
        />
      ) : null}
      {groups.length > 0 ? (
        status === 'completed' ? (
          <ArchiveYears groups={groups} type={type} runs={runs} />
        ) : (
          // Each month is a band: its name as a full-width heading, then its cards one under the
          // other. On a wide screen each card is wide (facts left, how to register right), so a
          // month with one training fills its row instead of leaving half of it empty.
          <div className="space-y-6 lg:space-y-8">
            {groups.map((group) => (
              <section key={group.month} aria-labelledby={`list-${type}-${group.month}`}>
                <h3
                  id={`list-${type}-${group.month}`}
                  className="border-b border-slate-200 pb-1 text-lg font-bold text-slate-800"
                >
                  {formatMonth(group.month)}
                </h3>
                <ul className="mt-3 grid gap-3 sm:mt-4 sm:gap-4">
                  {group.trainings.map((training) => (
                    // A grid cell: the card fills its row's height.
                    <li key={training.id} id={cardId(type, training.id)} className="grid scroll-mt-24">
                      <TrainingCard training={training} status={status} runs={runs} headingLevel={4} />
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        )
      ) : (
        <p className="rounded-lg border border-slate-200 bg-slate-50 p-8 text-center">{text.emptyList}</p>
      )}
    </Panel>
  );
}

/**
 * The archive's list by year, newest first: the latest year open, each earlier one a <details> a
 * tap opens (no script needed), so a phone scans the years instead of scrolling every seminar.
 * Within a year, months and one compact row per seminar (./archive-row.tsx).
 */
function ArchiveYears({
  groups,
  type,
  runs,
}: {
  groups: ReturnType<typeof groupByMonth<TrainingSummary>>;
  type: TypeFilter;
  runs: readonly TrainingSummary[];
}) {
  const years = [...new Set(groups.map((group) => group.month.slice(0, 4)))];
  return years.map((year, index) => {
    const months = groups.filter((group) => group.month.startsWith(year));
    const count = months.reduce((sum, group) => sum + group.trainings.length, 0);
    const body = months.map((group) => (
      <section key={group.month} aria-labelledby={`list-${type}-${group.month}`} className="mt-3">
        <h3 id={`list-${type}-${group.month}`} className="text-base font-bold text-slate-800">
          {formatMonth(group.month)}
        </h3>
        <ul>
          {group.trainings.map((training) => (
            <li key={training.id} id={cardId(type, training.id)} className="scroll-mt-24">
              <ArchiveRow training={training} runs={runs} />
            </li>
          ))}
        </ul>
      </section>
    ));
    return (
      <YearDisclosure key={year} year={year} count={count} noun="seminar" open={index === 0}>
        <div className="pb-3">{body}</div>
      </YearDisclosure>
    );
  });
}

function InvalidPanel({ message, open }: { message: string; open: IsoMonth }) {
  return (
    <div role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-8 text-center">
      <h2 className="text-lg font-semibold">This page address asks for something we cannot show</h2>
      <p className="mt-2 text-slate-800">{message}</p>
      <p className="mt-4">
        <Link to={monthLink(open)} className="font-semibold text-brand-800 underline">
          Show {formatMonth(open)}
        </Link>
      </p>
    </div>
  );
}

const switchClass = 'inline-flex min-h-11 items-center rounded-md px-4 py-2 font-semibold';

/** "List view" / "By month" (a list of one month, not a grid): which way to browse, the current one marked for sight and screen readers. */
function ViewSwitch({ current, open }: { current: 'month' | 'list'; open: IsoMonth }) {
  const views = [
    { view: 'list', label: 'List view', to: listLink('all') },
    { view: 'month', label: 'By month', to: openMonthLink(open) },
  ] as const;
  return (
    <nav aria-label="How to browse" className="flex justify-end">
      <ul className="inline-flex gap-1 rounded-lg border border-slate-300 bg-white p-1">
        {views.map(({ view, label, to }) => (
          <li key={view}>
            <Link
              to={to}
              aria-current={view === current ? 'true' : undefined}
              className={cn(
                switchClass,
                view === current ? 'bg-brand-800 text-white' : 'text-brand-800 hover:bg-brand-50',
              )}
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Filter links for the list view: all trainings, virtual only, face-to-face only. */
function TypeFilterLinks({ current }: { current: TypeFilter }) {
  const filters = [{ param: 'all', label: 'All types' } as const, ...TYPE_FILTERS];
  return (
    <nav aria-label="Filter by training type">
      <ul className="flex flex-wrap gap-2">
        {filters.map(({ param, label }) => (
          <li key={param}>
            <Link
              to={listLink(param)}
              aria-current={param === current ? 'true' : undefined}
              className={cn(
                'inline-flex min-h-11 items-center rounded-full border px-4 py-2 font-semibold',
                param === current
                  ? 'border-brand-800 bg-brand-800 text-white'
                  : 'border-brand-700 text-brand-800 hover:bg-brand-50',
              )}
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
