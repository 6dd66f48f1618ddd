import type { ReactElement } from 'react';
import { Link } from 'react-router-dom';
import type { Home } from '../../content/schemas/home';
import { cn } from '../../lib/cn';
import { Icon } from '../layout/icon';
import { CalendarIcon } from '../training/icons';

type Tasks = NonNullable<Home['tasks']>;
type TaskIcon = Tasks['links'][number]['icon'];

/** The task icons: the shell's and the training cards' own, which every home page loads already. */
const TASK_ICONS: Record<TaskIcon, () => ReactElement> = {
  calendar: () => <CalendarIcon className="size-6" />,
  document: () => <Icon name="file-text" className="size-6" />,
  member: () => <Icon name="users" className="size-6" />,
  contact: () => <Icon name="mail" className="size-6" />,
};

/** Columns on a wide screen, by the number of links (one row). */
const WIDE_COLUMNS = ['', 'lg:grid-cols-1', 'lg:grid-cols-2', 'lg:grid-cols-3', 'lg:grid-cols-4'];

/**
 * "What do you want to do?": the site's commonest errands as large links under the hero, two by
 * two on a phone and in one row on a wide screen (content/home.yaml, `tasks`).
 */
export function TaskLinks({ tasks }: { tasks: Tasks }) {
  return (
    <section
      aria-labelledby="tasks-title"
      className="border-b border-slate-200 bg-white"
      data-pagefind-ignore
    >
      <div className="page-grid py-8 sm:py-10">
        <h2 id="tasks-title" className="text-lg font-bold text-brand-800">
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
                  {TASK_ICONS[task.icon]()}
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
