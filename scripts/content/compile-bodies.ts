/**
 * Compiles many Markdown bodies, on every core when there are enough of them: Markdown parsing
 * is most of the content build's time once the news archive holds thousands of articles.
 */
import { once } from 'node:events';
import { startWorker, threadCount } from '../lib/workers';
import type { Root } from 'hast';
import { bodyStructureProblems } from './body-structure';
import { markdownShapeProblems } from './limits';
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
    const problems = bodyStructureProblems(tree);
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

/** Below this many bodies per thread, starting a worker costs more than it saves. */
const MIN_PER_THREAD = 300;

/** The bodies compiled in order; this thread takes the first share, workers the others. */
export async function compileBodies(bodies: readonly string[]): Promise<CompiledBody[]> {
  const threads = threadCount(bodies.length, MIN_PER_THREAD, process.env.CONTENT_WORKERS);
  const size = Math.ceil(bodies.length / threads);
  const shares = Array.from({ length: threads }, (_, index) =>
    bodies.slice(index * size, (index + 1) * size),
  );
  const fromWorkers = shares.slice(1).map(async (share) => {
    const worker = startWorker(new URL('./compile-worker.ts', import.meta.url), share);
    // once() rejects when the worker emits 'error' first.
    const [result] = (await once(worker, 'message')) as [CompiledBody[]];
    await worker.terminate();
    return result;
  });
  const own = shares[0]?.map(compileBody) ?? [];
  return [own, ...(await Promise.all(fromWorkers))].flat();
}
