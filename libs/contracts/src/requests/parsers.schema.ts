import { z } from 'zod';
import { typeShorthand } from './common.schema';

export const MAX_PDF_PAGES = 10000;

/** The PDF parser object; `"pdf"` alone is shorthand for `{ type: "pdf" }` with every default. */
export const PdfParserSchema = z.preprocess(
  typeShorthand,
  z.strictObject({
    type: z.literal('pdf'),
    mode: z.enum(['fast', 'auto', 'ocr']).default('auto'),
    maxPages: z.number().int().min(1).max(MAX_PDF_PAGES).optional(),
    pages: z.boolean().default(false),
    blocks: z.boolean().default(false),
    pageMarkers: z.boolean().default(false),
  }),
);
export type PdfParser = z.infer<typeof PdfParserSchema>;

export const DEFAULT_PDF_PARSER: PdfParser = { type: 'pdf', mode: 'auto', pages: false, blocks: false, pageMarkers: false };

/** `[]` means "return the raw PDF as base64" (flat 1 credit), so an empty array is meaningful. */
export const ParsersSchema = z.array(PdfParserSchema);
