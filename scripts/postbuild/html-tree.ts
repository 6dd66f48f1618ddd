/**
 * Reading the built pages as a browser reads them: parse5 (the WHATWG HTML parsing algorithm)
 * turns a page into a tree, and these helpers walk it. The post-build steps use no regular
 * expressions over generated HTML: attribute order, quoting, case, comments, <template> contents
 * and raw-text elements are then handled the way the browser handles them.
 */
import { html, parse, type DefaultTreeAdapterTypes } from 'parse5';

export type HtmlDocument = DefaultTreeAdapterTypes.Document;
export type HtmlElement = DefaultTreeAdapterTypes.Element;
export type HtmlParent = DefaultTreeAdapterTypes.ParentNode;
type HtmlNode = DefaultTreeAdapterTypes.ChildNode;
type HtmlText = DefaultTreeAdapterTypes.TextNode;

export { parse as parseHtml };

/** Whether an element is in the SVG namespace (an <svg> and what it holds). */
export const isSvg = (element: HtmlElement) => element.namespaceURI === html.NS.SVG;

const isElement = (node: HtmlNode): node is HtmlElement => 'tagName' in node;
export const isText = (node: HtmlNode): node is HtmlText => node.nodeName === '#text';

/**
 * Every node under `root`, in document order. The contents of a <template> are not visited: the
 * browser keeps them in a separate, inert document (no script in it runs, no element shows).
 */
export function* descendants(root: HtmlParent): Generator<HtmlNode> {
  const stack: HtmlNode[] = [...root.childNodes].reverse();
  while (stack.length > 0) {
    const node = stack.pop()!;
    yield node;
    if ('childNodes' in node)
      for (let i = node.childNodes.length - 1; i >= 0; i--) stack.push(node.childNodes[i]!);
  }
}

/** Every element under `root` named `tagName` (lower case), in document order, in any namespace. */
export function* elementsNamed(root: HtmlParent, tagName: string): Generator<HtmlElement> {
  for (const node of descendants(root)) if (isElement(node) && node.tagName === tagName) yield node;
}

/** The first element under `root` named `tagName`, if any. */
export function firstElement(root: HtmlParent, tagName: string): HtmlElement | undefined {
  for (const element of elementsNamed(root, tagName)) return element;
  return undefined;
}

/** An attribute's value as written (entities decoded); undefined when the attribute is absent. */
export function attribute(element: HtmlElement, name: string): string | undefined {
  return element.attrs.find((attr) => attr.name === name && !attr.namespace)?.value;
}

/** The text of an element's own text children (a script's source text, as CSP hashes it). */
export function childText(element: HtmlElement): string {
  return element.childNodes.map((node) => (isText(node) ? node.value : '')).join('');
}
