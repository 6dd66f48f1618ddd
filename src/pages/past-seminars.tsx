import { PastSeminarsBrowser } from '../components/training/past-seminars-browser';
import { ProsePage } from '../components/training/prose-intro';
import { useRouteData } from '../runtime/route-data';
import type { TrainingListData } from '../loaders/trainings.server';

export function Component() {
  const { page, trainings } = useRouteData<TrainingListData>();
  return (
    <ProsePage page={page}>
      <PastSeminarsBrowser trainings={trainings} />
    </ProsePage>
  );
}
