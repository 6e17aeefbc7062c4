import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { LayoutPage } from './layout-model';
import { PdfParseError } from './pdf-parse-error';
import { ProcessAbortedError, runProcess } from './process-runner';
import { parseTesseractTsv } from './tesseract-tsv-parser';

// 200 dpi (~2.8x screen) measured as accurate for body text at ~0.6 s/page; 300 dpi doubles the time.
const OCR_DPI = 200;
// A poster-sized page at 200 dpi would be a gigapixel image: cap the long side instead.
const MAX_LONG_SIDE_PX = 5000;
const OCR_LANG = 'eng';

export type OcrTarget = { pageNumber: number; width: number; height: number };

export function ocrDpi(page: { width: number; height: number }): number {
  const longSidePt = Math.max(page.width, page.height, 1);
  return Math.max(36, Math.min(OCR_DPI, Math.floor((MAX_LONG_SIDE_PX * 72) / longSidePt)));
}

async function renderPage(pdfPath: string, dir: string, page: OcrTarget, dpi: number, signal: AbortSignal): Promise<string> {
  const root = join(dir, `page-${page.pageNumber}`);
  const n = String(page.pageNumber);
  const args = ['-r', String(dpi), '-gray', '-png', '-f', n, '-l', n, '-singlefile', pdfPath, root];
  const result = await runProcess('pdftoppm', args, { signal });
  if (result.code !== 0) throw new PdfParseError('ocr_failed', `pdftoppm failed on page ${n}: ${result.stderr.trim()}`);
  return `${root}.png`;
}

/** Renders one page and OCRs it with the tesseract CLI; boxes come back in PDF points. */
export async function ocrPage(pdfPath: string, dir: string, page: OcrTarget, signal: AbortSignal): Promise<LayoutPage> {
  try {
    return await renderAndRecognize(pdfPath, dir, page, signal);
  } catch (err) {
    // A missing binary (ENOENT) or oversized output is an OCR failure, not a broken PDF.
    if (err instanceof PdfParseError || err instanceof ProcessAbortedError) throw err;
    throw new PdfParseError('ocr_failed', `OCR of page ${page.pageNumber} failed: ${(err as Error).message}`, { cause: err });
  }
}

async function renderAndRecognize(pdfPath: string, dir: string, page: OcrTarget, signal: AbortSignal): Promise<LayoutPage> {
  const dpi = ocrDpi(page);
  const image = await renderPage(pdfPath, dir, page, dpi, signal);
  try {
    // One thread per tesseract: pages already run in parallel, and OpenMP oversubscription is slower.
    const env = { ...process.env, OMP_THREAD_LIMIT: '1' };
    const args = [image, 'stdout', '--dpi', String(dpi), '-l', OCR_LANG, 'tsv'];
    const result = await runProcess('tesseract', args, { signal, env, maxStdoutBytes: 64 << 20 });
    if (result.code !== 0) {
      throw new PdfParseError('ocr_failed', `tesseract failed on page ${page.pageNumber}: ${result.stderr.trim()}`);
    }
    return parseTesseractTsv(result.stdout.toString('utf8'), { ...page, dpi });
  } finally {
    await rm(image, { force: true });
  }
}
