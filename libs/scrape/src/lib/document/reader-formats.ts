import type { ScrapeDocument, ScrapeFormat } from '@wsa/contracts';
import { readMenu, readMenuFromText, readProduct } from '@wsa/content';
import { directQuoteFromMarkdown, highlightsFromMarkdown } from '@wsa/passages';

type Formats = Omit<ScrapeDocument, 'metadata'>;

// the passage scorer's formats, the model's formats, and the readers' model fallbacks
const READ_FROM_MARKDOWN: ReadonlySet<string> = new Set(['highlights', 'query', 'json', 'summary', 'question', 'product', 'menu']);

/** Formats read from the page's main-content markdown (it is produced for them even when not requested). */
export function needsMarkdown(formats: readonly ScrapeFormat[]): boolean {
  return formats.some((f) => READ_FROM_MARKDOWN.has(f.type));
}

/** `highlights` and the deprecated `query` (directQuote), both from the one passage scorer. */
export function passageFormats(formats: readonly ScrapeFormat[], markdown: string): Formats {
  const out: Formats = {};
  for (const f of formats) {
    if (f.type === 'highlights') out.highlights = highlightsFromMarkdown(markdown, f.query);
    // freeform is refused before the scrape (it needs a model); only directQuote gets here
    if (f.type === 'query' && f.mode === 'directQuote') out.answer = directQuoteFromMarkdown(markdown, f.prompt);
  }
  return out;
}

/**
 * Structured readers of an HTML page (`product`, `menu`): each reads the raw page itself. A page
 * without a product gets no field and a warning; `menu` always answers (`isMenu` says whether it is one).
 */
export function pageReaderFormats(formats: readonly ScrapeFormat[], html: string, pageUrl: string): Formats {
  const out: Formats = {};
  const warnings: string[] = [];
  if (formats.some((f) => f.type === 'product')) {
    const product = readProduct(html, pageUrl);
    if (product) out.product = product;
    else warnings.push('No product was found on this page (no schema.org Product, product OpenGraph tags or priced product layout).');
  }
  if (formats.some((f) => f.type === 'menu')) out.menu = readMenu(html, pageUrl);
  if (warnings.length) out.warning = warnings.join(' ');
  return out;
}

/**
 * Readers of a parsed PDF: `menu` from its text (a restaurant's PDF menu); `product` has no text
 * reader and answers with a warning. A raw (unparsed) PDF has no text: `menu` says it is not one.
 */
export function pdfReaderFormats(formats: readonly ScrapeFormat[], markdown: string | undefined, pdfUrl: string, title?: string): Formats {
  const out: Formats = {};
  if (formats.some((f) => f.type === 'menu')) out.menu = readMenuFromText(markdown ?? '', pdfUrl, title);
  if (formats.some((f) => f.type === 'product')) out.warning = 'The product format reads web pages; no product was read from this PDF.';
  return out;
}

/** Adds reader outputs to the formats, joining warnings instead of overwriting one. */
export function mergeFormats(base: Formats, extra: Formats): Formats {
  const warning = [base.warning, extra.warning].filter(Boolean).join(' ');
  return { ...base, ...extra, ...(warning ? { warning } : {}) };
}
