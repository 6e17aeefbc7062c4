import type { ContentOptions, ContentResult, ContentWants } from './content.types';
import { extractAttributes } from './attributes/attributes.extractor';
import { absolutizeUrls } from './dom/absolutize-urls';
import { removeHiddenElements, removeNonContent } from './dom/clean-document';
import { parseDocument } from './dom/parse-document';
import { applyTagFilters } from './dom/select-tags.filter';
import { extractImages } from './links/images.extractor';
import { extractLinks } from './links/links.extractor';
import { declaresArticle } from './main-content/article-hint';
import { declaresProduct, declaresProductList } from './main-content/product-hint';
import { extractMainContent } from './main-content/main-content.extractor';
import { elementToMarkdown } from './markdown/markdown.converter';
import { extractMetadata } from './metadata/metadata.extractor';

/**
 * Parses the page once and derives every requested output. Metadata, links and images read the
 * whole page before any cleanup; markdown and html come from the (main) content.
 */
export function transformHtml(html: string, opts: ContentOptions, wants: ContentWants): ContentResult {
  const { doc, baseUrl } = parseDocument(html, opts.url);
  const result: ContentResult = { metadata: extractMetadata(doc, opts.url) };
  if (wants.links) result.links = extractLinks(doc, baseUrl);
  if (wants.images) result.images = extractImages(doc, baseUrl);
  if (wants.attributes) addAttributes(doc, wants.attributes, result);
  if (!wants.markdown && !wants.html) return result;

  const root = contentRoot(doc, opts, result);
  absolutizeUrls(root, baseUrl);
  if (wants.html) result.html = root.innerHTML.trim();
  if (wants.markdown) result.markdown = elementToMarkdown(root, opts.removeBase64Images);
  return result;
}

function addAttributes(doc: Document, queries: NonNullable<ContentWants['attributes']>, result: ContentResult): void {
  const { attributes, invalidSelectors } = extractAttributes(doc, queries);
  result.attributes = attributes;
  if (invalidSelectors.length) result.warning = `attributes: not a valid CSS selector: ${invalidSelectors.join(', ')}`;
}

function contentRoot(doc: Document, opts: ContentOptions, result: ContentResult): Element {
  const body = doc.body;
  const product = opts.onlyMainContent && declaresProduct(doc);
  // Only asked of product pages: its selector scan costs about 1 ms on a large page.
  const hints = { article: opts.onlyMainContent && declaresArticle(doc), product, productList: product && declaresProductList(doc) };
  removeNonContent(body);
  const hasInclude = (opts.includeTags ?? []).some((s) => s.trim() !== '');
  if (!applyTagFilters(body, opts.includeTags, opts.excludeTags)) {
    result.warning = 'includeTags matched no element on the page; the content is empty.';
  }
  if (!opts.onlyMainContent) return body;
  removeHiddenElements(body);
  // The caller chose the content with includeTags (possibly a nav or footer): keep it as selected.
  if (hasInclude) return body;
  return extractMainContent(doc, hints).root;
}
