import { ClassifiedPage } from './block-classifier';
import { joinPages } from './markdown-renderer';
import { PdfInfo } from './pdfinfo-output-parser';
import { PdfParseOptions, PdfParseResult } from './pdf-types';

/** Shapes classified pages into the public result; optional parts only when requested. */
export function buildResult(pages: ClassifiedPage[], info: PdfInfo, opts: PdfParseOptions): PdfParseResult {
  const perPage = pages.map((p) => ({
    pageNumber: p.pageNumber,
    markdown: p.blocks.map((b) => b.markdown).join('\n\n'),
    ocr: p.ocr,
  }));
  const result: PdfParseResult = {
    markdown: joinPages(perPage, opts.pageMarkers),
    numPages: pages.length,
    totalPages: info.totalPages,
    metadata: { ...info.metadata },
  };
  if (info.metadata.title) result.title = info.metadata.title;
  if (info.metadata.author) result.author = info.metadata.author;
  if (opts.pages) result.pages = perPage;
  if (opts.blocks) {
    result.blocks = pages.map((p) => ({ pageNumber: p.pageNumber, width: p.width, height: p.height, blocks: p.blocks.map((b) => b.block) }));
  }
  return result;
}
