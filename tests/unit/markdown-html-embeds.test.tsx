// @vitest-environment jsdom
/**
 * Raw HTML in articles is reported with what to write instead (never dropped silently), and the
 * supported ways to embed: a YouTube link or a PDF link alone on its line.
 */
import { screen } from '@testing-library/react';
import type { Element, Root } from 'hast';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { afterEach, describe, expect, it } from 'vitest';
import { youtubeId } from '../../scripts/content/embeds';
import { compileMarkdown, compileMarkdownBody, stripPositions } from '../../scripts/content/markdown';
import { rawHtmlIn, rawHtmlMessage } from '../../scripts/content/raw-html';
import { cleanupBody, renderBody } from '../support/render-body';

afterEach(cleanupBody);

const parse = (body: string) => unified().use(remarkParse).parse(body);
const blocks = (tree: Root) => tree.children.filter((node): node is Element => node.type === 'element');

describe('raw HTML in a body', () => {
  it('is found with its line, inline or as a block; comments are left alone', () => {
    const body =
      'Audit risks<br>of the year.\n\n<!-- note for editors -->\n\n<iframe src="https://www.youtube.com/embed/abc"></iframe>\n';
    expect(rawHtmlIn(parse(body))).toEqual([
      { html: '<br>', line: 1 },
      { html: '<iframe src="https://www.youtube.com/...', line: 5 },
    ]);
  });

  it('is answered with what to write instead', () => {
    expect(rawHtmlMessage('<br>')).toBe(
      'contains HTML (<br>), which the site does not show: to break a line, end it with a backslash \\ instead; to start a new paragraph, leave a blank line',
    );
    expect(rawHtmlMessage('<iframe src="https://www.youtube.com/embed/x">')).toMatch(
      /put its link \(https:\/\/www\.youtube\.com\/watch\?v=\.\.\.\) alone on a line of its own instead/,
    );
    expect(rawHtmlMessage('<img src="/images/a.jpg">')).toMatch(/!\[what the picture shows\]/);
    expect(rawHtmlMessage('<center>')).toMatch(/write it in Markdown instead/);
  });

  it('is reported by the compiled body, which keeps the rest of the text', () => {
    const { rawHtml, tree } = compileMarkdownBody('Internal audit risks<br>of 2026.\n');
    expect(rawHtml).toEqual([{ html: '<br>', line: 1 }]);
    expect(JSON.stringify(stripPositions(tree))).toContain('Internal audit risks');
  });
});

describe('youtubeId', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ&t=10s', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/watch?v=short', undefined],
    ['http://www.youtube.com/watch?v=dQw4w9WgXcQ', undefined],
    ['https://example.org/watch?v=dQw4w9WgXcQ', undefined],
    ['not a url', undefined],
  ])('%s', (href, id) => {
    expect(youtubeId(href)).toBe(id);
  });
});

describe('embeds', () => {
  it('turns a YouTube link alone on its line into a video, keeping the link inside', () => {
    const [embed] = blocks(compileMarkdown('https://www.youtube.com/watch?v=dQw4w9WgXcQ\n'));
    expect(embed?.tagName).toBe('div');
    expect(embed?.properties).toMatchObject({
      className: ['md-embed'],
      dataVideo: 'dQw4w9WgXcQ',
      dataTitle: 'YouTube video',
    });
    expect(JSON.stringify(embed)).toContain('"href":"https://www.youtube.com/watch?v=dQw4w9WgXcQ"');
  });

  it('uses the link text as the title, and leaves a link inside a sentence alone', () => {
    const [titled, sentence] = blocks(
      compileMarkdown(
        '[Opening of the 2026 convention](https://youtu.be/dQw4w9WgXcQ)\n\nWatch https://youtu.be/dQw4w9WgXcQ today.\n',
      ),
    );
    expect(titled?.properties).toMatchObject({ dataTitle: 'Opening of the 2026 convention' });
    expect(sentence?.tagName).toBe('p');
  });

  it('turns a PDF link alone on its line into a download card', () => {
    const [card, other] = blocks(
      compileMarkdown('[Annual report 2025](/documents/annual-report-2025.pdf)\n\n[Contact us](/contact)\n'),
    );
    expect(card).toMatchObject({ tagName: 'p', properties: { className: ['md-document'] } });
    expect(other?.properties.className).toBeUndefined();
  });

  it('renders the video as a click-to-load player that requests nothing before Play', async () => {
    const tree = stripPositions(compileMarkdown('[Convention highlights](https://youtu.be/dQw4w9WgXcQ)\n'));
    const { container } = await renderBody(tree);
    // Prerendered disabled; enabled once the island has hydrated.
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Play video' }).disabled).toBe(false);
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('link', { name: /Watch on YouTube/ }).getAttribute('href')).toBe(
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    );
  });
});
