// Builds the fixture PDFs at start-up (no binary fixtures in git): a text-layer PDF by string
// concatenation, and a "scanned" one whose pages are bitmaps rasterised from it with poppler's
// pdftoppm (the same binary the pdf lib needs), so OCR has known words to find.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { deflateSync } from 'node:zlib';

const run = promisify(execFile);

export type TextLine = { text: string; size: number; y: number };
type GrayImage = { width: number; height: number; pixels: Buffer };
type Page = { lines?: TextLine[]; image?: GrayImage };

const WIDTH = 612;
const HEIGHT = 792;

const pdfString = (text: string) => `(${text.replace(/[\\()]/g, (c) => `\\${c}`)})`;

function stream(dict: string, data: Buffer): Buffer {
  return Buffer.concat([Buffer.from(`<< ${dict} /Length ${data.length} >>\nstream\n`, 'latin1'), data, Buffer.from('\nendstream', 'latin1')]);
}

function pageObjects(page: Page, add: (body: string | Buffer) => number, parent: number): number {
  const text = (page.lines ?? []).map((l) => `BT /F1 ${l.size} Tf 72 ${HEIGHT - l.y - l.size} Td ${pdfString(l.text)} Tj ET`).join('\n');
  let content = text;
  let xobject = '';
  if (page.image) {
    const { width, height, pixels } = page.image;
    const id = add(stream(`/Type /XObject /Subtype /Image /Width ${width} /Height ${height} /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode`, deflateSync(pixels)));
    xobject = ` /XObject << /Im1 ${id} 0 R >>`;
    content = `q ${WIDTH} 0 0 ${HEIGHT} 0 0 cm /Im1 Do Q\n${text}`;
  }
  const contentId = add(stream('', Buffer.from(content, 'latin1')));
  return add(`<< /Type /Page /Parent ${parent} 0 R /MediaBox [0 0 ${WIDTH} ${HEIGHT}] /Resources << /Font << /F1 1 0 R >>${xobject} >> /Contents ${contentId} 0 R >>`);
}

/** A valid PDF 1.4 with Helvetica text lines and/or one full-page grayscale image per page. */
export function buildPdf(pages: Page[], title: string): Buffer {
  const bodies: Buffer[] = [];
  const add = (body: string | Buffer) => bodies.push(typeof body === 'string' ? Buffer.from(body, 'latin1') : body);
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  const pagesId = add('');
  const kids = pages.map((p) => pageObjects(p, add, pagesId));
  bodies[pagesId - 1] = Buffer.from(`<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`, 'latin1');
  const rootId = add(`<< /Type /Catalog /Pages ${pagesId} 0 R >>`);
  const infoId = add(`<< /Title ${pdfString(title)} /Producer (wsa fixture site) >>`);
  const parts = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  const offsets: number[] = [];
  let offset = parts[0]!.length;
  bodies.forEach((body, i) => {
    const chunk = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`, 'latin1'), body, Buffer.from('\nendobj\n', 'latin1')]);
    offsets.push(offset);
    offset += chunk.length;
    parts.push(chunk);
  });
  const xref = ['xref', `0 ${bodies.length + 1}`, '0000000000 65535 f ', ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n `)].join('\n');
  parts.push(Buffer.from(`${xref}\ntrailer\n<< /Size ${bodies.length + 1} /Root ${rootId} 0 R /Info ${infoId} 0 R >>\nstartxref\n${offset}\n%%EOF\n`, 'latin1'));
  return Buffer.concat(parts);
}

function parsePgm(data: Buffer): GrayImage {
  const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(data.subarray(0, 64).toString('latin1'));
  if (!header) throw new Error('pdftoppm did not write a binary PGM');
  const width = Number(header[1]);
  const height = Number(header[2]);
  return { width, height, pixels: data.subarray(header[0].length, header[0].length + width * height) };
}

/** An image-only copy of a one-page text PDF: no text layer, the same words as pixels. */
export async function buildScannedPdf(textPdf: Buffer, title: string): Promise<Buffer> {
  const dir = await mkdtemp(join(tmpdir(), 'wsa-fixture-scan-'));
  try {
    await writeFile(join(dir, 'in.pdf'), textPdf);
    await run('pdftoppm', ['-gray', '-r', '150', '-f', '1', '-l', '1', '-singlefile', join(dir, 'in.pdf'), join(dir, 'page')], { timeout: 20000 });
    const image = parsePgm(await readFile(join(dir, 'page.pgm')));
    return buildPdf([{ image }], title);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
