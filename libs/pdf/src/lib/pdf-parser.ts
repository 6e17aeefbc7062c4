import { availableParallelism } from 'node:os';
import { ClassifiedPage, classifyDocument, SourcedPage } from './block-classifier';
import { mapWithConcurrency } from './concurrency-pool';
import { hasPdfMagic } from './is-pdf';
import { countTextChars, LayoutPage } from './layout-model';
import { segmentPage } from './line-segmenter';
import { needsOcr } from './ocr-planner';
import { ocrPage, OcrTarget } from './page-ocr-reader';
import { ParseDeadline } from './parse-deadline';
import { PdfParseError } from './pdf-parse-error';
import { PdfParseOptions, PdfParseResult } from './pdf-types';
import { readPdfInfo } from './pdfinfo-reader';
import { buildResult } from './result-builder';
import { withPdfFile } from './temp-workspace';
import { readTextLayer } from './text-layer-reader';

// OCR is CPU-bound (one tesseract thread per page): more workers than cores only adds latency.
const OCR_CONCURRENCY = Math.max(1, Math.min(2, availableParallelism()));

type Collected = { pages: SourcedPage[]; ocrTargets: OcrTarget[] };

async function collectTextLayer(pdfPath: string, lastPage: number, opts: PdfParseOptions, signal: AbortSignal): Promise<Collected> {
  const collected: Collected = { pages: [], ocrTargets: [] };
  await readTextLayer(pdfPath, lastPage, signal, (batch: LayoutPage[]) => {
    for (const page of batch) {
      const ocr = needsOcr(opts.mode, countTextChars(page));
      if (ocr) collected.ocrTargets.push({ pageNumber: page.pageNumber, width: page.width, height: page.height });
      // Pages waiting for OCR keep an empty slot so page order survives.
      collected.pages.push(ocr ? { ...segmentPage({ ...page, blocks: [] }), ocr } : { ...segmentPage(page), ocr });
    }
  });
  return collected;
}

async function applyOcr(pdfPath: string, dir: string, collected: Collected, signal: AbortSignal): Promise<SourcedPage[]> {
  const ocred = await mapWithConcurrency(collected.ocrTargets, OCR_CONCURRENCY, (t) => ocrPage(pdfPath, dir, t, signal));
  const byPage = new Map(ocred.map((p) => [p.pageNumber, p]));
  return collected.pages.map((page) => {
    const layout = byPage.get(page.pageNumber);
    return layout ? { ...segmentPage(layout), ocr: true } : page;
  });
}

async function parseFile(pdfPath: string, dir: string, opts: PdfParseOptions, deadline: ParseDeadline): Promise<PdfParseResult> {
  const info = await readPdfInfo(pdfPath, deadline.signal);
  if (info.totalPages < 1) throw new PdfParseError('invalid', 'PDF has no pages');
  const lastPage = Math.min(info.totalPages, Math.max(1, Math.floor(opts.maxPages ?? info.totalPages)));
  const collected = await collectTextLayer(pdfPath, lastPage, opts, deadline.signal);
  const pages = await applyOcr(pdfPath, dir, collected, deadline.signal);
  deadline.check();
  const classified: ClassifiedPage[] = classifyDocument(pages);
  return buildResult(classified, info, opts);
}

/**
 * Parses a PDF into markdown with the poppler CLIs (text layer, metadata) and tesseract (OCR).
 * Rejects only with PdfParseError; every child process is killed when the deadline passes.
 */
export async function parsePdf(bytes: Uint8Array, opts: PdfParseOptions): Promise<PdfParseResult> {
  if (!hasPdfMagic(bytes)) throw new PdfParseError('invalid', 'Not a PDF: no %PDF- header in the first 1024 bytes');
  const deadline = new ParseDeadline(opts.timeoutMs, opts.signal);
  try {
    deadline.check();
    return await withPdfFile(bytes, (pdfPath, dir) => parseFile(pdfPath, dir, opts, deadline));
  } catch (err) {
    const mapped = deadline.translate(err);
    if (mapped instanceof PdfParseError) throw mapped;
    throw new PdfParseError('invalid', `PDF parsing failed: ${mapped instanceof Error ? mapped.message : String(mapped)}`, { cause: mapped });
  } finally {
    deadline.dispose();
  }
}
