/**
 * Worker threads for the build's CPU-bound steps (Markdown compilation, page rendering), so
 * that they use every core of the machine.
 */
import { availableParallelism } from 'node:os';
import { Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * How many threads to use for `items` units of work: one per core, fewer when each would get
 * less than `minPerThread` (a worker costs a fraction of a second to start). `requested` (an
 * environment variable, say) overrides it when it is a positive whole number.
 */
export function threadCount(
  items: number,
  minPerThread: number,
  requested?: string,
  cores = availableParallelism(),
): number {
  const asked = Number(requested);
  if (requested && Number.isInteger(asked) && asked > 0) return asked;
  return Math.max(1, Math.min(cores, Math.floor(items / minPerThread)));
}

/**
 * Starts a worker running a TypeScript module (given as a file URL) with `data` as its
 * workerData.data.
 */
export function startWorker(module: URL, data: unknown, options: WorkerOptions = {}): Worker {
  return new Worker(new URL('./ts-worker.mjs', import.meta.url), {
    ...options,
    workerData: { module: module.href, data },
  });
}
