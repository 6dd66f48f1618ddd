/**
 * Scaffolds for editors: a new news article, training or issuance with every field.
 * Inputs:  the kind (news, training, issuance), the title (for an issuance: its number, then its type's category id);
 *          SITE_TODAY (optional) pins today's Manila date.
 * Outputs: content/news/{slug}.md, content/trainings/{id}.yaml, or an entry appended to
 *          content/issuances.yaml; prints where it went and what to fill in.
 * Steps:   make the slug from the title, refuse an existing file, slug or id, write the entry.
 * Run:     npm run new:news -- "Title"   npm run new:training -- "Title"
 *          npm run new:issuance -- "Memorandum Circular No. 12, s. 2026" memorandum-circular-order
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { resolveToday } from '../src/lib/dates';
import {
  scaffoldIssuance,
  scaffoldNews,
  scaffoldTraining,
  ScaffoldError,
  type Scaffolded,
} from './scaffold/scaffold';

async function main(): Promise<void> {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const [kind, title = '', category] = process.argv.slice(2);
  try {
    const today = resolveToday(process.env.SITE_TODAY);
    let done: Scaffolded;
    if (kind === 'news') done = await scaffoldNews(root, title, today);
    else if (kind === 'training') done = await scaffoldTraining(root, title, today);
    else if (kind === 'issuance') done = await scaffoldIssuance(root, title, category);
    else
      throw new ScaffoldError(
        'Use npm run new:news, npm run new:training or npm run new:issuance, followed by -- "Title".',
      );
    console.log(`Wrote ${done.file}:${done.line}\n${done.next}\nThen run npm run content:check.`);
  } catch (error) {
    if (
      !(error instanceof ScaffoldError) &&
      !(error instanceof Error && error.message.startsWith('SITE_TODAY'))
    )
      throw error;
    console.error(error.message);
    process.exit(1);
  }
}

await main();
