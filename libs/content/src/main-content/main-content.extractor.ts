import { Readability } from '@mozilla/readability';
import { removeBoilerplate, textLength } from '../dom/boilerplate.filter';
import { useHtmlElementNames } from '../dom/parse-document';

/**
 * Share of the cleaned page text Readability must keep for its result to be trusted. Below it the
 * page is not an article (docs, product, forum, listing) and the cleaned page is used instead;
 * Jina Reader uses the same rule with 30%.
 */
export const READABILITY_MIN_SHARE = 0.3;

export type MainContent = { root: Element; source: 'readability' | 'page' };

/**
 * Main content of a document whose scripts, styles and hidden elements are already removed.
 * Readability runs on a copy (it rewrites the tree); the original is then stripped of chrome and
 * serves as the fallback.
 */
export function extractMainContent(doc: Document): MainContent {
  removeBoilerplate(doc.body);
  const article = runReadability(doc);
  const page = pageRoot(doc.body);
  if (article) {
    const pageLength = textLength(page);
    if (pageLength === 0 || textLength(article) >= pageLength * READABILITY_MIN_SHARE) {
      return { root: article, source: 'readability' };
    }
  }
  return { root: page, source: 'page' };
}

function runReadability(doc: Document): Element | null {
  const copy = doc.cloneNode(true) as Document;
  useHtmlElementNames(copy);
  try {
    const reader = new Readability<Element>(copy, { keepClasses: true, serializer: (el) => el as Element });
    return reader.parse()?.content ?? null;
  } catch {
    // Readability throws on some malformed trees; the cleaned page is still a valid answer.
    return null;
  }
}

/** The page's `<main>` when it holds most of the remaining text, else the whole body. */
function pageRoot(body: Element): Element {
  const mains = body.querySelectorAll('main, [role="main"]');
  if (mains.length !== 1) return body;
  const main = mains[0];
  return textLength(main) >= textLength(body) * 0.5 ? main : body;
}
