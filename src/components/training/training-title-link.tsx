import { Link } from 'react-router-dom';
import { trainingPath } from '../../lib/training-paths';

/**
 * A training's title as a link to its event page, underlined as the site's card titles are (the
 * underline thickens on hover). The heading or paragraph around it, and its size, are the caller's.
 */
export function TrainingTitleLink({ training }: { training: { id: string; title: string } }) {
  return (
    <Link
      to={trainingPath(training.id)}
      className="underline decoration-1 underline-offset-4 hover:decoration-2"
    >
      {training.title}
    </Link>
  );
}
