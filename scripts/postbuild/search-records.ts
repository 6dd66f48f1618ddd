/**
 * What the site search indexes besides the pages themselves, as pure functions: one record per
 * training (the calendar only shows one month at a time) and per issuance (each with its own
 * address on /issuances), and the page text the indexer reads (cut out of the page's parsed
 * tree: no regular expression reads the HTML).
 */
import type { CustomRecord } from 'pagefind';
import { serialize } from 'parse5';
import type { IssuancesContent } from '../../src/content/schemas/issuance';
import type { Training } from '../../src/content/schemas/training';
import { formatDate, formatDateRange } from '../../src/lib/dates';
import { trainingPath } from '../../src/lib/training-paths';
import { trainingTypeText } from '../../src/lib/training-type-text';
import { issuancePath } from '../../src/lib/issuance-anchor';
import {
  attribute,
  descendants,
  firstElement,
  isText,
  type HtmlDocument,
  type HtmlElement,
  type HtmlParent,
} from './html-tree';

/**
 * Drops the initials of people's names ("Teresita G. Mendoza") from a text the indexer reads.
 * pagefind answers a word it cannot find with the words that begin it, so one-letter initials
 * made every query starting with that letter ("moved", "banana") list the people pages.
 */
export function withoutInitials(text: string): string {
  return text.replace(/(^|\s)[A-Z]\.(?=\s)/g, '$1');
}

/**
 * The page as the indexer needs it, cut out of its parsed tree (scripts/build/page-policy.ts):
 * its head without styles or scripts, and its <main> (the only part indexed), without initials in
 * any text or attribute. Without the inlined stylesheet, header, menus, footer and scripts the
 * indexer reads a tenth of the text, for the same index. A page without <main> is kept whole.
 * Changes the tree it is given.
 */
export function indexHtmlOf(document: HtmlDocument): string {
  const head = firstElement(document, 'head');
  const isStyleOrScript = (node: HtmlParent['childNodes'][number]) =>
    'tagName' in node && ['style', 'script'].includes(node.tagName);
  if (head) head.childNodes = head.childNodes.filter((node) => !isStyleOrScript(node));
  const body = firstElement(document, 'body');
  const main = body && firstElement(body, 'main');
  if (body && main) {
    body.attrs = [];
    body.childNodes = [main];
    main.parentNode = body;
  }
  for (const node of descendants(document)) {
    if (isText(node)) node.value = withoutInitials(node.value);
    else if ('attrs' in node) {
      for (const attr of node.attrs) attr.value = withoutInitials(attr.value);
      // Words for screen readers only ("(opens in a new tab)") are not what a result should quote.
      if (hasClass(node, 'sr-only')) node.attrs.push({ name: 'data-pagefind-ignore', value: '' });
    }
  }
  if (main)
    for (const node of [main, ...descendants(main)]) if ('childNodes' in node) spaceBetweenElements(node);
  return serialize(document);
}

const hasClass = (element: HtmlElement, name: string) =>
  (attribute(element, 'class') ?? '').split(/\s+/).includes(name);

/**
 * A space between two elements that touch (`<span>Memorandum Circular</span><time>August 18`):
 * the page lays them apart with CSS gaps, but the indexer would read one run-together word.
 */
function spaceBetweenElements(parent: HtmlParent): void {
  const children = parent.childNodes;
  for (let i = children.length - 1; i > 0; i--) {
    const before = children[i - 1]!;
    const after = children[i]!;
    if ('tagName' in before && 'tagName' in after) {
      children.splice(i, 0, { nodeName: '#text', value: ' ', parentNode: parent });
    }
  }
}

/** A course's or an issuance's other names (PGIAM, NGICS), as its page shows them, so a search for them finds it. */
function alsoKnownAs(aliases: readonly string[] | undefined): string | undefined {
  return aliases ? `Also known as ${aliases.join(', ')}` : undefined;
}

/** One record a training, found at its own page. */
export function trainingRecords(trainings: readonly Training[], base = ''): CustomRecord[] {
  return trainings.map((training) => {
    const when = formatDateRange(training.date, training.endDate);
    return {
      url: `${base}${trainingPath(training.id)}`,
      language: 'en',
      content: [
        training.title,
        alsoKnownAs(training.aliases),
        trainingTypeText(training.type),
        training.location,
        when,
        training.time,
        training.summary,
      ]
        .filter(Boolean)
        .join('. '),
      // end: the last day, by which the search page ranks upcoming trainings above past ones;
      // start and deadline: whether registration is still open, as the result's tag says.
      meta: {
        title: training.title,
        type: 'Training',
        date: when,
        end: training.endDate,
        start: training.date,
        ...(training.registrationDeadline ? { deadline: training.registrationDeadline } : {}),
      },
      filters: { type: ['Training'] },
    };
  });
}

export function issuanceRecords(issuances: IssuancesContent, base = ''): CustomRecord[] {
  const register = issuances.categories.flatMap((category) =>
    category.items.map((item): CustomRecord => ({
      // Every issuance is on the page's first view (all types), so the address needs no filter.
      url: `${base}${issuancePath(item.anchor)}`,
      language: 'en',
      content: [
        item.number,
        item.title,
        alsoKnownAs(item.aliases),
        category.name,
        item.issuedBy,
        item.summary,
      ]
        .filter(Boolean)
        .join('. '),
      meta: {
        title: `${item.number}: ${item.title}`,
        type: 'Issuance',
        date: formatDate(item.date),
      },
      filters: { type: ['Issuance'] },
    })),
  );
  // An issuance only the Secretariat has a copy of: found by its number and other names, and
  // the result leads to its "Request a copy" e-mail.
  const onRequest = (issuances.copyOnRequest ?? []).map((item): CustomRecord => ({
    url: `${base}${issuancePath(item.anchor)}`,
    language: 'en',
    content: [
      item.number,
      item.title,
      alsoKnownAs(item.aliases),
      item.issuedBy,
      'Copy on request: e-mail the Secretariat for a copy',
    ]
      .filter(Boolean)
      .join('. '),
    meta: {
      title: `${item.number}: ${item.title}`,
      type: 'Issuance',
      ...(item.date ? { date: formatDate(item.date) } : {}),
    },
    filters: { type: ['Issuance'] },
  }));
  return [...register, ...onRequest];
}
