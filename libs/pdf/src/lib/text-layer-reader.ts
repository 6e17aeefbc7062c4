import { parseBboxLayout } from './bbox-layout-parser';
import { LayoutPage } from './layout-model';
import { popplerFailure } from './poppler-errors';
import { runProcess } from './process-runner';

// Batches bound memory: the XHTML of a page is ~50 KB, so 10,000 pages in one run would not fit.
const BATCH_PAGES = 50;

/** Reads the text layer page by page (with word boxes) and hands each batch to `onBatch`. */
export async function readTextLayer(
  pdfPath: string,
  lastPage: number,
  signal: AbortSignal,
  onBatch: (pages: LayoutPage[]) => void,
): Promise<void> {
  for (let first = 1; first <= lastPage; first += BATCH_PAGES) {
    const last = Math.min(lastPage, first + BATCH_PAGES - 1);
    const args = ['-bbox-layout', '-enc', 'UTF-8', '-f', String(first), '-l', String(last), pdfPath, '-'];
    const result = await runProcess('pdftotext', args, { signal });
    if (result.code !== 0) throw popplerFailure('pdftotext', result);
    onBatch(parseBboxLayout(result.stdout.toString('utf8'), first));
  }
}
