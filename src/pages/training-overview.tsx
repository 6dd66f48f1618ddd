import { Link } from 'react-router-dom';
import { navigation } from '#generated/navigation';
import { ProsePage } from '../components/training/prose-intro';
import { NextTrainingDates } from '../components/training/next-training-dates';
import { useRouteData } from '../runtime/route-data';
import type { TrainingOverviewData } from '../loaders/trainings.server';
import { readyLinks } from '../lib/not-ready';
import { pagePath } from '../site-pages';

/** /training: the introduction, the next three training dates and a card for each training offering. */
export function Component() {
  const { page, trainings } = useRouteData<TrainingOverviewData>();
  const offerings = readyLinks(
    navigation.items.find((item) => item.path === pagePath('/training'))?.submenu ?? [],
  );
  return (
    <ProsePage page={page}>
      <NextTrainingDates trainings={trainings} />
      <ul className="grid gap-4 sm:grid-cols-2">
        {offerings.map((offering) => (
          <li key={offering.path}>
            <Link
              to={offering.path}
              className="block h-full rounded-lg border border-slate-200 p-5 shadow-sm hover:border-brand-700 hover:bg-brand-50"
            >
              <span className="block text-lg font-bold text-brand-800">{offering.name}</span>
              {offering.description ? (
                <span className="mt-1 block text-slate-700">{offering.description}</span>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    </ProsePage>
  );
}
