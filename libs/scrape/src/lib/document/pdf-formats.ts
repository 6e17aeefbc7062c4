import type { PdfParser, ScrapeBilling, ScrapeDocument, ScrapeMetadata, ScrapeOptions } from '@wsa/contracts';
import { parsePdf, type PdfPageBlocks, type PdfParseResult } from '@wsa/pdf';
import type { FetchedPage } from '../engines/fetched-page';
import type { WantedFormats } from './wanted-formats';

type Formats = Omit<ScrapeDocument, 'metadata'>;
export type PdfOutput = { formats: Formats; declared: Partial<ScrapeMetadata>; billing: Partial<ScrapeBilling> };

const NOT_FOR_PDF = ['html', 'rawHtml', 'links', 'images'] as const;

/**
 * A PDF: parsed with the request's first parser into markdown (plus per-page markdown and blocks
 * when asked). `parsers: []`, or the rawBase64 format alone, returns the file itself as base64
 * without parsing (billed flat 1 credit as `rawPdf`).
 */
export async function pdfFormats(page: FetchedPage, o: ScrapeOptions, want: WantedFormats, budget: { remainingMs(): number; signal: AbortSignal }): Promise<PdfOutput> {
  const parser = o.parsers.find((p): p is PdfParser => p.type === 'pdf');
  if (!parser || want.rawBase64) {
    return { formats: { rawBase64: page.body.toString('base64') }, declared: {}, billing: { rawPdf: true } };
  }
  const parsed = await parsePdf(page.body, {
    mode: parser.mode, maxPages: parser.maxPages, pages: parser.pages, blocks: parser.blocks, pageMarkers: parser.pageMarkers,
    timeoutMs: Math.max(1, budget.remainingMs()), signal: budget.signal,
  });
  return { formats: parsedFormats(parsed, want), declared: pdfMetadata(parsed), billing: { pdfPagesParsed: parsed.numPages } };
}

function parsedFormats(parsed: PdfParseResult, want: WantedFormats): Formats {
  const formats: Formats = {};
  if (want.markdown) formats.markdown = parsed.markdown;
  if (parsed.pages) formats.pages = parsed.pages;
  if (parsed.blocks) formats.blocks = flattenBlocks(parsed.blocks);
  const missing = NOT_FOR_PDF.filter((f) => want[f]);
  if (missing.length > 0) formats.warning = `The ${missing.join(', ')} format${missing.length > 1 ? 's are' : ' is'} not available for PDF documents.`;
  return formats;
}

/** The wire shape is one flat list with `bbox: [x0, y0, x1, y1]` in PDF points, origin top-left. */
function flattenBlocks(pages: PdfPageBlocks[]): NonNullable<ScrapeDocument['blocks']> {
  return pages.flatMap((p) =>
    p.blocks.map((b) => ({
      pageNumber: p.pageNumber,
      type: b.type,
      text: b.text,
      bbox: [b.bbox.x, b.bbox.y, b.bbox.x + b.bbox.width, b.bbox.y + b.bbox.height] as [number, number, number, number],
    })),
  );
}

function pdfMetadata(parsed: PdfParseResult): Partial<ScrapeMetadata> {
  const declared: Partial<ScrapeMetadata> = { numPages: parsed.numPages, totalPages: parsed.totalPages };
  if (parsed.title) declared.title = parsed.title;
  if (parsed.author) declared.author = parsed.author;
  return declared;
}
