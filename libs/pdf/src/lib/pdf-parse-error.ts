export type PdfParseErrorKind = 'invalid' | 'encrypted' | 'timeout' | 'ocr_failed';

/** The only error parsePdf rejects with, so callers can map `kind` to an API error code. */
export class PdfParseError extends Error {
  readonly kind: PdfParseErrorKind;

  constructor(kind: PdfParseErrorKind, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PdfParseError';
    this.kind = kind;
  }
}
