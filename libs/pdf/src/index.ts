export type { PdfBlock, PdfPageBlocks, PdfPageMarkdown, PdfParseOptions, PdfParseResult } from './lib/pdf-types';
export { PdfParseError } from './lib/pdf-parse-error';
export type { PdfParseErrorKind } from './lib/pdf-parse-error';
export { isPdf } from './lib/is-pdf';
export { parsePdf } from './lib/pdf-parser';
