import { readFileSync } from 'node:fs';
import type { Element, Root } from 'hast';
import { visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import { compileMarkdown } from '../../scripts/content/markdown';

const body = readFileSync(new URL('../fixtures/markdown/footnotes.md', import.meta.url), 'utf8');

function idsAndLinks(tree: Root) {
  const ids: string[] = [];
  const links: string[] = [];
  const describedBy: string[] = [];
  visit(tree, 'element', (node: Element) => {
    if (typeof node.properties.id === 'string') ids.push(node.properties.id);
    const href = node.properties.href;
    if (node.tagName === 'a' && typeof href === 'string' && href.startsWith('#')) links.push(href.slice(1));
    const label = node.properties.ariaDescribedBy;
    if (Array.isArray(label)) describedBy.push(...label.map(String));
  });
  return { ids, links, describedBy };
}

describe('footnotes', () => {
  const { ids, links, describedBy } = idsAndLinks(compileMarkdown(body));

  it('gives every footnote, reference and label one prefix, never two', () => {
    expect(ids.sort()).toEqual([
      'user-content-fn-ao',
      'user-content-fn-ra',
      'user-content-fnref-ao',
      'user-content-fnref-ra',
      'user-content-fnref-ra-2',
      'user-content-footnote-label',
    ]);
  });

  it('points every in-page link at an id of the body', () => {
    expect(links.length).toBeGreaterThanOrEqual(7);
    for (const link of links) expect(ids).toContain(link);
    for (const label of describedBy) expect(ids).toContain(label);
  });

  it('links every footnote and every reference (both directions)', () => {
    for (const id of ids.filter((each) => each.startsWith('user-content-fn-'))) expect(links).toContain(id);
    for (const id of ids.filter((each) => each.startsWith('user-content-fnref-')))
      expect(links).toContain(id);
  });
});
