import { Link } from 'react-router-dom';
import type { Home } from '../../content/schemas/home';
import { cn } from '../../lib/cn';
import { LineIcon } from '../layout/icon';

type Tasks = NonNullable<Home['tasks']>;
type TaskIcon = Tasks['links'][number]['icon'];

/** The task icons, in the line style of the shell's icons (24x24, 2px strokes). */
const TASK_ICON_PATHS: Record<TaskIcon, string> = {
  calendar:
    'M8 2v4M16 2v4M3 9h18M5 4h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2ZM8 14h.01M12 14h.01M16 14h.01M8 18h.01M12 18h.01',
  document: 'M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8l-6-6ZM14 2v6h6M8 13h8M8 17h5',
  member: 'M15 20v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2M8.5 10a4 4 0 1 0 0-8 4 4 0 0 0 0 8ZM19 8v6M22 11h-6',
  contact:
    'M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2Z',
};

/** Columns on a wide screen, by the number of links (one row). */
const WIDE_COLUMNS = ['', 'lg:grid-cols-1', 'lg:grid-cols-2', 'lg:grid-cols-3', 'lg:grid-cols-4'];

/**
 * "What do you want to do?": the site's commonest errands as large links under the hero, two by
 * two on a phone and in one row on a wide screen (content/home.yaml, `tasks`).
 */
export function TaskLinks({ tasks }: { tasks: Tasks }) {
  return (
    <section aria-labelledby="tasks-title" className="border-b border-slate-200 bg-white">
      <div className="page-grid py-8 sm:py-10">
        <h2 id="tasks-title" className="text-sm font-bold tracking-wider text-brand-700 uppercase">
          {tasks.title}
        </h2>
        <ul className={cn('mt-4 grid grid-cols-2 gap-3 sm:gap-4', WIDE_COLUMNS[tasks.links.length])}>
          {tasks.links.map((task) => (
            <li key={task.path} className="flex">
              <Link
                to={task.path}
                className="group flex min-h-24 w-full flex-col gap-3 rounded-lg border border-slate-200 bg-brand-50 p-4 font-semibold text-brand-900 hover:border-brand-600 hover:bg-white sm:flex-row sm:items-center sm:p-5"
              >
                <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-800 text-gold-400">
                  <LineIcon path={TASK_ICON_PATHS[task.icon]} className="size-6" />
                </span>
                <span className="leading-snug underline-offset-4 group-hover:underline">{task.label}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
