/**
 * Compiles Markdown bodies in a worker thread, each under a time limit, so that no body can hold
 * the content check. The worker is there for the limit only: a second one for speed gave no gain
 * at 1,000 articles (docs/measurements/build-speed.md).
 */
import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import type { Root } from 'hast';
import { bodyStructureProblems } from './body-structure';
import { CONTENT_CHECK_TIME_LIMIT_MS, MARKDOWN_TIME_LIMIT_MS, markdownShapeProblems } from './limits';
import {
  compileMarkdownBody,
  imagesIn,
  linksIn,
  stripPositions,
  type ImageRef,
  type LinkInBody,
} from './markdown';
import type { RawHtml } from './raw-html';

export interface BodyProblem {
  /** 1-based line in the body, when known. */
  line?: number;
  message: string;
  /**
   * A link to a page of the site with a space in its address (`[Calendar](/training/calen dar)`),
   * as written: the link check replaces the message with the nearest page of the site.
   */
  spacedPage?: { written: string; address: string };
}

export interface CompiledBody {
  /** The sanitized tree, without source positions (empty when the body has problems). */
  tree: Root;
  /** Its images, with their lines in the body (for the content checks). */
  images: ImageRef[];
  /** Raw HTML the body had, which the site does not show (for the content checks). */
  rawHtml: RawHtml[];
  /** Its links, with their lines in the body (for the content checks). */
  links: LinkInBody[];
  /**
   * Why the body could not be compiled (the tree is then empty), or what in it would break the
   * page (body-structure.ts); the caller names the file.
   */
  problems: BodyProblem[];
}

const EMPTY: Root = { type: 'root', children: [] };

export function compileBody(body: string): CompiledBody {
  // Checked before parsing: the shapes it refuses make the parser hang or overflow its stack.
  const shape = markdownShapeProblems(body);
  if (shape.length > 0) return { tree: EMPTY, images: [], rawHtml: [], links: [], problems: shape };
  try {
    const { tree, written, rawHtml } = compileMarkdownBody(body);
    const images = imagesIn(tree, written);
    const links = linksIn(tree);
    // Valid Markdown that still breaks the page (an address with a space, a skipped heading level).
    const problems = bodyStructureProblems(tree, body);
    return { tree: stripPositions(tree), images, rawHtml, links, problems };
  } catch (error) {
    // A shape the check above does not know: reported against the file, never a stack trace.
    const reason = error instanceof RangeError ? 'it is nested too deeply' : (error as Error).message;
    return {
      tree: EMPTY,
      images: [],
      rawHtml: [],
      links: [],
      problems: [{ message: `could not be read (${reason}): simplify the lists, quotations and formatting` }],
    };
  }
}

/** Memory one worker may use: a body that would need more is reported, not the build stopped. */
const WORKER_MEMORY_MB = 512;

export const TOO_SLOW_MESSAGE = `takes too long to read (over ${MARKDOWN_TIME_LIMIT_MS / 1000} seconds): split it or simplify its lists, quotations and headings`;
export const NOT_CHECKED_MESSAGE = `was not checked: the content check stops after ${CONTENT_CHECK_TIME_LIMIT_MS / 60_000} minutes for all the Markdown files together and had not finished this one. Fix the files reported as taking too long to read (when there are none, split the longest articles), then run the check again: this file is checked then, and needs no change unless it is reported again`;
export const TOO_COMPLEX_MESSAGE =
  'needs too much memory to read: split it or simplify its lists, quotations, footnotes and headings';

const failed = (message: string, line?: number): CompiledBody => ({
  tree: EMPTY,
  images: [],
  rawHtml: [],
  links: [],
  problems: [line === undefined ? { message } : { line, message }],
});
export interface CompileOptions {
  /** Time for one body (default MARKDOWN_TIME_LIMIT_MS). */
  timeLimitMs?: number;
  /** The worker module (default compile-worker.ts); tests give one that stalls. */
  worker?: URL;
  /**
   * When (Date.now()) every body must be done, shared by the calls of one content check: a body
   * still compiling then is ended, and bodies not started are not started; both are reported
   * with NOT_CHECKED_MESSAGE. Default: no end.
   */
  deadline?: number;
}

/**
 * The bodies compiled in order, each in a worker thread under a time limit: micromark takes
 * superlinear time on some valid Markdown, and a thread that runs over is ended and its body
 * reported (docs/decisions/054-markdown-under-a-time-limit.md). The shapes limits.ts
 * refuses are refused here first, without starting anything.
 */
export async function compileBodies(
  bodies: readonly string[],
  options: CompileOptions = {},
): Promise<CompiledBody[]> {
  const results: CompiledBody[] = new Array<CompiledBody>(bodies.length);
  const queue: number[] = [];
  bodies.forEach((body, index) => {
    const shape = markdownShapeProblems(body);
    if (shape.length > 0) results[index] = { ...failed(''), problems: shape };
    else if (body.trim() === '') results[index] = compileBody(body);
    else queue.push(index);
  });
  const compiled = await inWorker<CompiledBody>(
    queue.map((index) => bodies[index]!),
    options.worker ?? new URL('./compile-worker.ts', import.meta.url),
    failed,
    options,
  );
  queue.forEach((index, at) => (results[index] = compiled[at]!));
  return results;
}

/**
 * Each body sent in turn to a worker thread running `module`, which answers with its result (a
 * structured clone): the answers in order. A body the worker has not answered within the time
 * limit, or by the deadline, or that it fails on, gets `failed(message, line)` with
 * TOO_SLOW_MESSAGE, NOT_CHECKED_MESSAGE (at line 1), TOO_COMPLEX_MESSAGE or the error; the worker
 * is then ended and the next body gets a fresh one. Every step that parses a body runs it so
 * (compileBodies, the house style's notes: house-style.ts), under the same limits.
 */
export async function inWorker<T>(
  bodies: readonly string[],
  module: URL,
  failed: (message: string, line?: number) => T,
  options: Pick<CompileOptions, 'timeLimitMs' | 'deadline'> = {},
): Promise<T[]> {
  const results: T[] = [];
  const limit = options.timeLimitMs ?? MARKDOWN_TIME_LIMIT_MS;
  let worker: Worker | undefined;
  for (const body of bodies) {
    const left = (options.deadline ?? Infinity) - Date.now();
    if (left <= 0) {
      results.push(failed(NOT_CHECKED_MESSAGE, 1));
      continue;
    }
    worker ??= await start(module);
    const outcome = await answerIn<T>(worker, body, limit, left, failed);
    results.push(outcome.result);
    if (!outcome.reusable) {
      await worker.terminate();
      worker = undefined;
    }
  }
  await worker?.terminate();
  return results;
}

/**
 * A worker running `module` (TypeScript, through ts-worker.mjs: workers do not inherit the
 * build's TypeScript loader), once it has loaded the compiler (its first message).
 */
async function start(module: URL): Promise<Worker> {
  const worker = new Worker(new URL('../lib/ts-worker.mjs', import.meta.url), {
    workerData: { module: module.href },
    resourceLimits: { maxOldGenerationSizeMb: WORKER_MEMORY_MB },
  });
  await once(worker, 'message');
  return worker;
}

/**
 * The answer of `worker` for one body, or `failed(...)` when it runs over `limit` ms (too slow)
 * or over the `left` ms of the whole check (not checked), or fails.
 */
function answerIn<T>(
  worker: Worker,
  body: string,
  limit: number,
  left: number,
  failed: (message: string, line?: number) => T,
): Promise<{ result: T; reusable: boolean }> {
  return new Promise((resolve) => {
    const done = (result: T, reusable: boolean) => {
      clearTimeout(timer);
      worker.off('message', onMessage);
      worker.off('error', onError);
      resolve({ result, reusable });
    };
    const onMessage = (result: T) => done(result, true);
    const onError = (error: Error) =>
      done(
        failed(
          (error as NodeJS.ErrnoException).code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? TOO_COMPLEX_MESSAGE
            : `could not be read (${error.message}): simplify the lists, quotations and formatting`,
        ),
        false,
      );
    const timer = setTimeout(
      () => done(left < limit ? failed(NOT_CHECKED_MESSAGE, 1) : failed(TOO_SLOW_MESSAGE), false),
      Math.min(limit, left),
    );
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.postMessage(body);
  });
}
