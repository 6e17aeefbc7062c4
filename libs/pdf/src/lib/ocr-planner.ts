import { PdfParseOptions } from './pdf-types';

// A page with fewer letters/digits than this is treated as scanned in 'auto' mode: stray
// page numbers or a running header on an image-only page should not suppress OCR.
export const NEGLIGIBLE_TEXT_CHARS = 20;

export function needsOcr(mode: PdfParseOptions['mode'], textChars: number): boolean {
  if (mode === 'ocr') return true;
  if (mode === 'fast') return false;
  return textChars < NEGLIGIBLE_TEXT_CHARS;
}
