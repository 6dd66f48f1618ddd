/**
 * Development server plugin: keeps the generated modules (.generated/<build>/, #generated/*) in step with content/ and public/.
 * Inputs:  file events under content/ and public/ (add, change, delete).
 * Outputs: regenerated modules when the content is valid; otherwise Vite's error overlay in every
 *          open browser tab, naming the file, line and field of each problem.
 * Steps:   on each event run the content build (one at a time; events during a run are folded
 *          into one more run), then either write the modules and reload, or show the problems.
 *          A tab opened while a problem is showing gets it too; fixing the file clears it.
 */
import path from 'node:path';
import type { ErrorPayload, Plugin, ViteDevServer } from 'vite';
import { buildContent } from '../build-content';
import { writeModules } from '../content/generate';
import { formatReport, type Problem } from '../content/problems';
import { resolveToday } from '../../src/lib/dates';

/** The overlay Vite shows for content problems: the report, with the first problem's place. */
export function contentErrorPayload(problems: readonly Problem[], root: string): ErrorPayload {
  const [first] = [...problems].sort((a, b) => a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0));
  const message = formatReport(problems);
  return {
    type: 'error',
    err: {
      message,
      // The overlay prints the stack under the message; the problem lines are all an editor needs.
      stack: '',
      plugin: 'content check',
      id: first ? path.join(root, first.file) : undefined,
      loc: first?.line ? { file: path.join(root, first.file), line: first.line, column: 1 } : undefined,
    },
  };
}

/** True for files whose change can change the content build's result. */
export function affectsContent(root: string, file: string): boolean {
  const relative = path.relative(root, file);
  return !relative.startsWith('..') && /^(content|public)[\\/]/.test(relative);
}

type Rebuild = () => Promise<void>;

/** Runs `task` one at a time; calls made while it runs fold into a single further run. */
export function serialize(task: () => Promise<void>): Rebuild {
  let running: Promise<void> | null = null;
  let again = false;
  const run = async (): Promise<void> => {
    do {
      again = false;
      await task();
    } while (again);
  };
  return () => {
    if (running) {
      again = true;
      return running;
    }
    running = run().finally(() => {
      running = null;
    });
    return running;
  };
}

export interface WatchedTree {
  /** Folder holding content/ and public/ (CONTENT_ROOT; the project itself by default). */
  contentRoot: string;
  /** Where the generated modules go (scripts/content/generated-dir.ts). */
  generatedDir: string;
}

export function contentWatcher({ contentRoot: root, generatedDir }: WatchedTree): Plugin {
  let showing: ErrorPayload | null = null;

  const rebuild = async (server: ViteDevServer): Promise<void> => {
    const today = resolveToday(process.env.SITE_TODAY);
    const { problems, modules } = await buildContent(root, today);
    if (problems.length > 0) {
      showing = contentErrorPayload(problems, root);
      server.config.logger.error(showing.err.message, { timestamp: true });
      server.ws.send(showing);
      return;
    }
    await writeModules(generatedDir, modules);
    const wasShowing = showing !== null;
    showing = null;
    server.config.logger.info('content rebuilt', { timestamp: true });
    // The generated modules changed on disk, so Vite updates the page itself; after an error the
    // overlay needs a reload to go away.
    if (wasShowing) server.ws.send({ type: 'full-reload', path: '*' });
  };

  return {
    name: 'agia-content',
    apply: 'serve',
    configureServer(server) {
      server.watcher.add([path.join(root, 'content'), path.join(root, 'public')]);
      const run = serialize(() => rebuild(server));
      for (const event of ['add', 'change', 'unlink'] as const) {
        server.watcher.on(event, (file: string) => {
          if (affectsContent(root, file)) void run();
        });
      }
      server.ws.on('connection', () => {
        if (showing) server.ws.send(showing);
      });
    },
  };
}
