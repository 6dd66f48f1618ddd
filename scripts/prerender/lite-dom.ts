/**
 * A stand-in for the one use vite-react-ssg's build makes of JSDOM: parse each rendered page,
 * append <link rel="modulepreload"> (and stylesheet/preload) tags to its head, serialize it.
 * Parsing a whole DOM for that took about 40% of the prerender's CPU time; this inserts the
 * same tags as text. Anything else a caller asks of it throws, so a change in vite-react-ssg
 * cannot silently produce wrong pages.
 */

type Attributes = Record<string, string>;

export interface LiteElement {
  readonly attributes: Attributes;
  setAttribute(name: string, value: string): void;
}

const unsupported = (what: string) =>
  new Error(
    `The prerender's lite DOM does not support ${what}; build with PRERENDER_FULL_DOM=1 to use JSDOM.`,
  );

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

export class LiteDom {
  private readonly appended: LiteElement[] = [];
  readonly window: { document: object };

  constructor(private readonly html = '') {
    const appended = this.appended;
    const headEnd = html.indexOf('</head>');
    const head = headEnd < 0 ? '' : html.slice(0, headEnd);
    this.window = {
      document: {
        head: {
          querySelector(selector: string): object | null {
            const match = /^link\[href='([^']*)'\]$/.exec(selector);
            if (!match) throw unsupported(`head.querySelector("${selector}")`);
            const href = match[1]!;
            const found =
              appended.some((element) => element.attributes.href === href) ||
              head.includes(`href="${escapeAttribute(href)}"`);
            return found ? {} : null;
          },
          appendChild(element: LiteElement): LiteElement {
            appended.push(element);
            return element;
          },
        },
        createElement(tagName: string): LiteElement {
          if (tagName !== 'link') throw unsupported(`createElement("${tagName}")`);
          const attributes: Attributes = {};
          return {
            attributes,
            setAttribute(name: string, value: string) {
              // HTML attribute names are case-insensitive; JSDOM writes them in lower case.
              attributes[name.toLowerCase()] = String(value);
            },
          };
        },
        querySelector(selector: string): never {
          throw unsupported(`document.querySelector("${selector}")`);
        },
      },
    };
  }

  /** The page with the appended tags at the end of its head, as JSDOM places them. */
  serialize(): string {
    if (this.appended.length === 0) return this.html;
    const headEnd = this.html.indexOf('</head>');
    if (headEnd < 0) throw unsupported('a page without </head>');
    const tags = this.appended
      .map(
        (element) =>
          `<link ${Object.entries(element.attributes)
            .map(([name, value]) => `${name}="${escapeAttribute(value)}"`)
            .join(' ')}>`,
      )
      .join('');
    return `${this.html.slice(0, headEnd)}${tags}${this.html.slice(headEnd)}`;
  }
}
