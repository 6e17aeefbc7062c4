import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PdfParseError, PdfParseOptions, parsePdf } from '../index';
import { buildGardenReport } from '../test-support/garden-report';
import { buildPdf } from '../test-support/pdf-writer';
import { buildScannedPdf } from '../test-support/scanned-pdf-builder';

const base: PdfParseOptions = { mode: 'auto', pages: false, blocks: false, pageMarkers: false, timeoutMs: 20000 };

const DENSE_LINE = 'Quarterly revenue grew while operating costs fell across every region and product line of the firm';

async function failure(promise: Promise<unknown>): Promise<PdfParseError> {
  const err = await promise.then(() => undefined, (e: unknown) => e);
  expect(err).toBeInstanceOf(PdfParseError);
  return err as PdfParseError;
}

async function childProcessNames(): Promise<string[]> {
  const { stdout } = await promisify(execFile)('ps', ['-o', 'comm=', '--ppid', String(process.pid)]);
  return stdout.split('\n').map((s) => s.trim()).filter((s) => s && s !== 'ps');
}

describe('parsePdf failures', () => {
  const originalTmp = process.env.TMPDIR;
  let privateTmp: string;

  beforeAll(async () => {
    // A private TMPDIR lets the tests prove that every temp dir is removed, even on failure.
    privateTmp = await mkdtemp(join(tmpdir(), 'pdf-errors-spec-'));
    process.env.TMPDIR = privateTmp;
  });

  afterAll(async () => {
    process.env.TMPDIR = originalTmp;
    await rm(privateTmp, { recursive: true, force: true });
  });

  afterEach(async () => {
    expect(await readdir(privateTmp)).toEqual([]);
  });

  it('rejects bytes without a PDF header as invalid', async () => {
    const err = await failure(parsePdf(new TextEncoder().encode('<html>not a pdf</html>'), base));
    expect(err.kind).toBe('invalid');
  });

  it('rejects a corrupt PDF body as invalid', async () => {
    const bytes = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(2000, 0x41)]);
    expect((await failure(parsePdf(bytes, base))).kind).toBe('invalid');
    expect((await failure(parsePdf(buildGardenReport().subarray(0, 900), base))).kind).toBe('invalid');
  });

  it('rejects a password-protected PDF as encrypted', async () => {
    const key = 'ab'.repeat(32);
    const encrypted = buildPdf(
      [{ runs: [{ text: 'secret', x: 72, y: 72, size: 12 }] }],
      {},
      `<< /Filter /Standard /V 1 /R 2 /O <${key}> /U <${key}> /P -4 >>`,
    );
    expect((await failure(parsePdf(encrypted, base))).kind).toBe('encrypted');
  });

  it('times out OCR work and kills its processes', async () => {
    // Two dense double-size pages: each tesseract run takes seconds, so only killing it ends early.
    const runs = Array.from({ length: 90 }, (_, i) => ({ text: `${DENSE_LINE} ${i}`, x: 40, y: 40 + i * 16, size: 12 }));
    const dense = buildPdf([{ width: 1224, height: 1584, runs }, { width: 1224, height: 1584, runs }]);
    const started = Date.now();
    const err = await failure(parsePdf(dense, { ...base, mode: 'ocr', timeoutMs: 400 }));
    expect(err.kind).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(1500);
    expect((await childProcessNames()).filter((n) => /tesseract|pdftoppm|pdftotext/.test(n))).toEqual([]);
  });

  it('stops when the caller aborts', async () => {
    const scanned = await buildScannedPdf(buildGardenReport(), 2);
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 150);
    const err = await failure(parsePdf(scanned, { ...base, mode: 'ocr', signal: controller.signal }));
    expect(err.kind).toBe('timeout');
    expect(err.message).toMatch(/aborted/);
  });

  it('rejects immediately with an already-aborted signal', async () => {
    const err = await failure(parsePdf(buildGardenReport(), { ...base, signal: AbortSignal.abort() }));
    expect(err.kind).toBe('timeout');
  });
});
