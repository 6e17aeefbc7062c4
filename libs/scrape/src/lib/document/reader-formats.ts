import type { ScrapeDocument, ScrapeFormat } from '@wsa/contracts';
import { directQuoteFromMarkdown, highlightsFromMarkdown } from '@wsa/passages';

type Formats = Omit<ScrapeDocument, 'metadata'>;

/** Formats read from the page's main-content markdown (it is produced for them even when not requested). */
export function needsMarkdown(formats: readonly ScrapeFormat[]): boolean {
  return formats.some((f) => f.type === 'highlights' || f.type === 'query');
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
