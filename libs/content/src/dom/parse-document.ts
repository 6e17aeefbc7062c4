import { parseHTML } from 'linkedom';
import { resolveUrl } from './url.util';

export type ParsedPage = {
  doc: Document;
  /** Effective base for relative URLs: `<base href>` resolved against the page URL. */
  baseUrl: string;
};

const HEAD_TAGS = new Set(['title', 'meta', 'link', 'base', 'style']);

/**
 * Parses HTML with linkedom (5-10x faster than jsdom). linkedom is not a spec parser: it does not
 * synthesise missing `<html>`, `<head>` or `<body>`, so content outside them is moved into place.
 */
export function parseDocument(html: string, pageUrl: string): ParsedPage {
  const doc = parseHTML(neutralizeCdata(html)).document as unknown as Document;
  useHtmlElementNames(doc);
  normalizeStructure(doc);
  const baseEl = doc.head.querySelector('base[href]');
  const baseUrl = resolveUrl(baseEl?.getAttribute('href'), pageUrl) ?? pageUrl;
  // linkedom has no document URL; Readability reads doc.baseURI, which linkedom takes from <base>.
  if (baseEl) baseEl.setAttribute('href', baseUrl);
  else {
    const base = doc.createElement('base');
    base.setAttribute('href', baseUrl);
    doc.head.prepend(base);
  }
  return { doc, baseUrl };
}

/**
 * linkedom keeps the case of `createElement('DIV')` (Readability creates elements that way), which
 * would serialize as `<DIV>`; HTML documents lower-case the name, so this document does too.
 * Documents made by `cloneNode` need the same call.
 */
export function useHtmlElementNames(doc: Document): void {
  const create = doc.createElement.bind(doc) as (name: string, options?: ElementCreationOptions) => HTMLElement;
  doc.createElement = ((name: string, options?: ElementCreationOptions) => create(name.toLowerCase(), options)) as Document['createElement'];
}

/**
 * In HTML (outside SVG/MathML) a browser reads `<![CDATA[` as a bogus comment ending at the next
 * `>`; linkedom's parser waits for `]]>` instead and can swallow the rest of the page. Rewrite it
 * as the comment a browser would see.
 */
function neutralizeCdata(html: string): string {
  return html.includes('<![CDATA[') ? html.replace(/<!\[CDATA\[([^>]*)>/g, (_m, text: string) => `<!--${text.replace(/--/g, '- -')}-->`) : html;
}

function normalizeStructure(doc: Document): void {
  let root = doc.documentElement as Element | null;
  if (!root || root.localName !== 'html') {
    const html = doc.createElement('html');
    for (const node of Array.from(doc.childNodes)) {
      if (node.nodeType !== 10) html.appendChild(node);
    }
    doc.appendChild(html);
    root = html;
  }
  adoptStrayTopLevel(doc, root);
  const children = Array.from(root.childNodes);
  if (isWellFormed(children)) return;
  const head = root.querySelector(':scope > head') ?? doc.createElement('head');
  const body = root.querySelector(':scope > body') ?? doc.createElement('body');
  // Stray content before an existing <body> goes ahead of the body's own children, keeping order.
  const anchor = body.firstChild;
  let inBody = false;
  for (const node of children) {
    if (node === head || node === body) {
      inBody = inBody || node === body;
      continue;
    }
    const el = node.nodeType === 1 ? (node as Element) : undefined;
    if (!inBody && el && HEAD_TAGS.has(el.localName)) head.appendChild(node);
    else {
      if (el || (node.textContent ?? '').trim() !== '') inBody = true;
      if (!inBody) continue;
      if (seenBody(node, body)) body.appendChild(node);
      else body.insertBefore(node, anchor);
    }
  }
  root.prepend(head);
  root.appendChild(body);
}

/**
 * Content after a premature `</html>` (or `</body>` inside a widget) stays a sibling of `<html>` in
 * linkedom, out of `document.body`; a browser puts it in the body. Moved into `<html>` here, the
 * stray-content pass below places it at the end of the body.
 */
function adoptStrayTopLevel(doc: Document, root: Element): void {
  for (const node of Array.from(doc.childNodes)) {
    if (node === root || node.nodeType === 10 || node.nodeType === 8) continue;
    if (node.nodeType === 1 || (node.textContent ?? '').trim() !== '') root.appendChild(node);
  }
}

function seenBody(node: ChildNode, body: Element): boolean {
  return body.parentNode === null || Boolean(body.compareDocumentPosition(node) & 4);
}

function isWellFormed(children: ChildNode[]): boolean {
  let hasBody = false;
  for (const node of children) {
    if (node.nodeType === 1) {
      const name = (node as Element).localName;
      if (name === 'body') hasBody = true;
      else if (name !== 'head') return false;
    } else if (node.nodeType === 3 && (node.textContent ?? '').trim() !== '') return false;
  }
  return hasBody;
}
