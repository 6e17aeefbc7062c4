import { elementText } from '../dom/boilerplate.filter';

// Readability's own byline test (class, rel or itemprop naming the author line).
const BYLINE = /byline|author|dateline|writtenby|p-author/i;
const MAX_BYLINE_LENGTH = 100;
// A paragraph long enough to identify where Readability took its text from.
const MIN_ANCHOR_PARAGRAPH = 40;

/** An article's own title and byline, copied before boilerplate removal (which drops bylines). */
export type ArticleHeader = { h1: Element; byline?: Element; paragraphs: Set<string> };

/**
 * The header of the page's only `<article>` when that article opens with an H1 (optionally
 * followed by a byline), with the texts of its paragraphs to recognise it later.
 */
export function readArticleHeader(page: Element): ArticleHeader | undefined {
  const articles = page.querySelectorAll('article');
  if (articles.length !== 1) return undefined;
  const header = leadingHeader(articles[0]);
  if (!header) return undefined;
  const paragraphs = new Set(Array.from(articles[0].querySelectorAll('p')).map(elementText).filter((t) => t.length >= MIN_ANCHOR_PARAGRAPH));
  return { h1: header.h1.cloneNode(true) as Element, byline: header.byline?.cloneNode(true) as Element | undefined, paragraphs };
}

/**
 * Readability moves an article's title and byline to metadata: it drops the H1 that repeats the
 * page title and the author line, and demotes other H1s to H2. A reader of the markdown expects
 * them with the text, so when Readability's content was read from that article (its first
 * substantial paragraph is one of the article's), the H1 and byline go back at the top of the
 * content, the H1 as an H1.
 */
export function restoreArticleHeader(header: ArticleHeader, content: Element): void {
  const anchor = Array.from(content.querySelectorAll('p')).map(elementText).find((t) => t.length >= MIN_ANCHOR_PARAGRAPH);
  if (anchor === undefined || !header.paragraphs.has(anchor)) return;
  const title = elementText(header.h1);
  const kept = Array.from(content.querySelectorAll('h1, h2')).find((h) => elementText(h) === title);
  const h1 = header.h1.cloneNode(true) as Element;
  if (kept) kept.replaceWith(h1);
  else content.insertBefore(h1, content.firstChild);
  if (header.byline && !elementText(content).includes(elementText(header.byline))) h1.after(header.byline.cloneNode(true));
}

type Header = { h1: Element; byline?: Element };

/** The article's H1 and byline when they come before any other content (inside a leading `<header>` too). */
function leadingHeader(article: Element): Header | undefined {
  let children = Array.from(article.children);
  if (children[0]?.tagName === 'HEADER') children = [...Array.from(children[0].children), ...children.slice(1)];
  const [first, second] = children;
  if (first?.tagName !== 'H1' || elementText(first) === '') return undefined;
  return { h1: first, byline: second && isByline(second) ? second : undefined };
}

function isByline(el: Element): boolean {
  const names = `${el.getAttribute('class') ?? ''} ${el.getAttribute('rel') ?? ''} ${el.getAttribute('itemprop') ?? ''}`;
  const length = elementText(el).length;
  return BYLINE.test(names) && length > 0 && length < MAX_BYLINE_LENGTH;
}
