/** Options of one parse; mirrors the `parsers: [{type: 'pdf', ...}]` object of the scrape API (spec 4.4). */
export type PdfParseOptions = {
  mode: 'fast' | 'auto' | 'ocr';
  maxPages?: number;
  pages: boolean;
  blocks: boolean;
  pageMarkers: boolean;
  timeoutMs: number;
  signal?: AbortSignal;
};

export type PdfBlock = {
  type: 'heading' | 'paragraph' | 'list' | 'table' | 'image' | 'text';
  text: string;
  /** PDF points, origin top-left of the page. */
  bbox: { x: number; y: number; width: number; height: number };
};

export type PdfPageMarkdown = { pageNumber: number; markdown: string; ocr: boolean };
export type PdfPageBlocks = { pageNumber: number; width: number; height: number; blocks: PdfBlock[] };

export type PdfParseResult = {
  markdown: string;
  /** Pages parsed (after `maxPages`). */
  numPages: number;
  /** Pages in the document. */
  totalPages: number;
  pages?: PdfPageMarkdown[];
  blocks?: PdfPageBlocks[];
  title?: string;
  author?: string;
  metadata: Record<string, string>;
};
