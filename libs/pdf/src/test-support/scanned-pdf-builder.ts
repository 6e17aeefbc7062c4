// Test-only: makes an image-only ("scanned") PDF by rasterising a text PDF with pdftoppm and
// embedding each page bitmap, so the result has no text layer but known words for OCR.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { buildPdf, GrayImage } from './pdf-writer';

const run = promisify(execFile);

/** Parses a binary PGM (P5, 8-bit) as written by `pdftoppm -gray`. */
export function parsePgm(data: Buffer): GrayImage {
  const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(data.subarray(0, 64).toString('latin1'));
  if (!header) throw new Error('not a binary PGM');
  const [whole, w, h] = header;
  const width = Number(w);
  const height = Number(h);
  return { width, height, pixels: data.subarray(whole.length, whole.length + width * height) };
}

/** Rasterises the first `pageCount` pages of a PDF to grayscale bitmaps. */
export async function rasterizePages(textPdf: Buffer, pageCount: number, dpi = 150): Promise<GrayImage[]> {
  const dir = await mkdtemp(join(tmpdir(), 'pdf-scan-fixture-'));
  try {
    await writeFile(join(dir, 'in.pdf'), textPdf);
    const images: GrayImage[] = [];
    for (let n = 1; n <= pageCount; n++) {
      const args = ['-gray', '-r', String(dpi), '-f', String(n), '-l', String(n), '-singlefile', join(dir, 'in.pdf'), join(dir, `p${n}`)];
      await run('pdftoppm', args, { timeout: 20000 });
      images.push(parsePgm(await readFile(join(dir, `p${n}.pgm`))));
    }
    return images;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export async function buildScannedPdf(textPdf: Buffer, pageCount: number, dpi = 150): Promise<Buffer> {
  const images = await rasterizePages(textPdf, pageCount, dpi);
  return buildPdf(images.map((image) => ({ image })), { title: 'Scanned' });
}
