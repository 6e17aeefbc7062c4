import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Private temp dir holding the PDF for the poppler/tesseract CLIs; always removed afterwards. */
export async function withPdfFile<T>(bytes: Uint8Array, fn: (pdfPath: string, dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'wsa-pdf-'));
  try {
    const pdfPath = join(dir, 'input.pdf');
    await writeFile(pdfPath, bytes);
    return await fn(pdfPath, dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
