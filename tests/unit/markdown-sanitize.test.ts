import type { Element, Root, RootContent } from 'hast';
import { describe, expect, it } from 'vitest';
import { compileMarkdown, stripPositions } from '../../scripts/content/markdown';
import { bodyHtml } from '../../src/components/content/body-html';

function elements(tree: Root | Element): Element[] {
  const found: Element[] = [];
  const walk = (node: Root | RootContent) => {
    if (node.type === 'element') found.push(node);
    if ('children' in node) node.children.forEach(walk);
  };
  walk(tree);
  return found;
}

/** The HTML the content build writes for the body (what the page inserts as it is). */
const render = (tree: Root) => bodyHtml(tree, '/');

const HOSTILE = `
# Welcome

<script>alert('script')</script>

<img src="/images/news/default.svg" onerror="alert('onerror')" alt="x">

<a href="javascript:alert('href')" onclick="alert('click')">raw link</a>

<iframe src="https://evil.example"></iframe>

<div style="position:fixed" onmouseover="alert(1)">styled</div>

[markdown link](javascript:alert('md'))

[upper case](JAVASCRIPT:alert('upper'))

[data link](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)

![image](javascript:alert('img') "Caption")

<svg onload="alert('svg')"><circle r="5"/></svg>

<form action="https://evil.example"><input name="x"></form>

Text with an inline <span onclick="alert(1)">span</span> and <b>bold</b>.
`;

describe('hostile Markdown comes out inert', () => {
  const tree = stripPositions(compileMarkdown(HOSTILE));
  const html = render(tree);

  it('drops script, iframe, svg, form, input and style elements', () => {
    const names = new Set(elements(tree).map((element) => element.tagName));
    for (const name of ['script', 'iframe', 'svg', 'form', 'input', 'style'])
      expect(names.has(name)).toBe(false);
    expect(html).not.toMatch(/<(script|iframe|svg|form|input|style)\b/i);
  });

  it('keeps no event handler or style attribute', () => {
    for (const element of elements(tree)) {
      const keys = Object.keys(element.properties).map((key) => key.toLowerCase());
      expect(keys.filter((key) => key.startsWith('on') || key === 'style')).toEqual([]);
    }
    expect(html).not.toMatch(/\son[a-z]+=/i);
    expect(html).not.toMatch(/style=/i);
  });

  it('keeps no javascript: or data: URL', () => {
    expect(html).not.toMatch(/javascript:/i);
    expect(html).not.toMatch(/data:text/i);
    for (const element of elements(tree)) {
      for (const key of ['href', 'src']) {
        const value = element.properties[key];
        if (value !== undefined) expect(String(value)).toMatch(/^(https?:\/\/|\/|#)/);
      }
    }
  });

  it('still renders the safe Markdown around the hostile parts', () => {
    expect(html).toContain('<h1 id="welcome">Welcome</h1>');
    expect(html).toContain('markdown link');
    expect(html).toContain('Text with an inline');
  });
});

describe('figures, galleries and links', () => {
  it('turns an image alone in its paragraph into a figure, its title into the caption', () => {
    const tree = stripPositions(compileMarkdown('![Delegates at the plenary](/images/a.svg "Opening day.")'));
    expect(tree.children).toEqual([
      {
        type: 'element',
        tagName: 'figure',
        properties: {},
        children: [
          {
            type: 'element',
            tagName: 'img',
            properties: { src: '/images/a.svg', alt: 'Delegates at the plenary' },
            children: [],
          },
          {
            type: 'element',
            tagName: 'figcaption',
            properties: {},
            children: [{ type: 'text', value: 'Opening day.' }],
          },
        ],
      },
    ]);
  });

  it('writes no figcaption for an image without a title, and leaves inline images alone', () => {
    const tree = stripPositions(
      compileMarkdown('![A](/images/a.svg)\n\nText and ![B](/images/b.svg) inline.'),
    );
    const tags = elements(tree).map((element) => element.tagName);
    expect(tags).toEqual(['figure', 'img', 'p', 'img']);
  });

  it('turns images on consecutive lines into a gallery with one figure each', () => {
    const tree = stripPositions(
      compileMarkdown(
        '![One](/images/1.svg "First")\n![Two](/images/2.svg)\n![Three](/images/3.svg "Third")',
      ),
    );
    const gallery = tree.children[0] as Element;
    expect(gallery.tagName).toBe('div');
    expect(gallery.properties.className).toEqual(['md-gallery']);
    expect(gallery.children.map((child) => (child as Element).tagName)).toEqual([
      'figure',
      'figure',
      'figure',
    ]);
    const html = render(tree);
    expect(html).toContain('<figcaption class="mt-1.5 text-sm text-slate-600">First</figcaption>');
    expect(html.match(/aria-haspopup="dialog"/g)).toHaveLength(3);
  });

  it('opens external links in a new tab with rel="noopener noreferrer", and keeps internal links plain', () => {
    const tree = stripPositions(compileMarkdown('[ARTA](https://arta.gov.ph) and [our news](/news).'));
    const html = render(tree);
    expect(html).toContain(
      '<a href="https://arta.gov.ph" target="_blank" rel="noopener noreferrer">ARTA</a>',
    );
    expect(html).toContain('<a href="/news">our news</a>');
  });

  it('keeps a figure written as raw HTML out (raw HTML is dropped, figures come only from Markdown)', () => {
    const tree = compileMarkdown(
      '<figure><img src="/x.svg" alt="x"><figcaption onclick="x()">c</figcaption></figure>',
    );
    expect(elements(tree)).toEqual([]);
  });
});

describe('section headings', () => {
  it('get ids another page can link to, unprefixed and unique', () => {
    const tree = compileMarkdown('## Renew, pay and stay in good standing\n\ntext\n\n## Fees\n\n## Fees\n');
    const ids = elements(tree)
      .filter((node) => node.tagName === 'h2')
      .map((node) => node.properties.id);
    expect(ids).toEqual(['renew-pay-and-stay-in-good-standing', 'fees', 'fees-1']);
  });
});
