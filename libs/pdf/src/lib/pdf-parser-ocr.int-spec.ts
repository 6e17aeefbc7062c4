import { PdfParseOptions, parsePdf } from '../index';
import { buildGardenReport } from '../test-support/garden-report';
import { buildPdf } from '../test-support/pdf-writer';
import { buildScannedPdf, rasterizePages } from '../test-support/scanned-pdf-builder';

const base: PdfParseOptions = { mode: 'auto', pages: true, blocks: false, pageMarkers: false, timeoutMs: 30000 };

// Word-level OCR checks are case-insensitive so a misread capital does not fail the suite,
// but every listed word must be recognised.
const words = (md: string) => md.toLowerCase().replace(/[^a-z0-9 ]+/g, ' ').split(/\s+/);

describe('parsePdf on an image-only (scanned) PDF', () => {
  let scanned: Buffer;

  beforeAll(async () => {
    scanned = await buildScannedPdf(buildGardenReport(), 2);
  });

  it('has no text layer in fast mode', async () => {
    const r = await parsePdf(scanned, { ...base, mode: 'fast' });
    expect(r.numPages).toBe(2);
    expect(r.markdown).toBe('');
    expect(r.pages!.map((p) => p.ocr)).toEqual([false, false]);
  });

  it('falls back to tesseract in auto mode and rebuilds the structure', async () => {
    const r = await parsePdf(scanned, { ...base, blocks: true });
    expect(r.pages!.map((p) => p.ocr)).toEqual([true, true]);
    const found = words(r.markdown);
    for (const w of ['annual', 'garden', 'report', 'tomatoes', 'volunteers', 'maintained', 'budget', 'spending', 'limits']) {
      expect(found).toContain(w);
    }
    expect(r.markdown).toMatch(/^# Annual Garden Report/m);
    expect(r.pages![1].markdown).toMatch(/^# Budget/m);
    const heading = r.blocks![0].blocks[0];
    expect(heading.type).toBe('heading');
    // OCR boxes are converted from pixels back to PDF points: the heading sits at about (72, 77).
    expect(Math.abs(heading.bbox.x - 72)).toBeLessThan(6);
    expect(Math.abs(heading.bbox.y - 77)).toBeLessThan(8);
    expect(r.blocks![0]).toMatchObject({ width: 612, height: 792 });
  });

  it('OCRs every page in ocr mode, with maxPages', async () => {
    const r = await parsePdf(scanned, { ...base, mode: 'ocr', maxPages: 1 });
    expect(r.numPages).toBe(1);
    expect(r.totalPages).toBe(2);
    expect(words(r.markdown)).toContain('tomatoes');
    expect(words(r.markdown)).not.toContain('budget');
  });

  it('OCRs only the scanned page of a mixed document in auto mode', async () => {
    const [image] = await rasterizePages(buildGardenReport(), 1);
    const mixed = buildPdf([
      { runs: [{ text: 'Digital cover page with a real text layer', x: 72, y: 72, size: 12 }] },
      { image },
    ]);
    const r = await parsePdf(mixed, base);
    expect(r.pages!.map((p) => p.ocr)).toEqual([false, true]);
    expect(r.pages![0].markdown).toBe('Digital cover page with a real text layer');
    expect(words(r.pages![1].markdown)).toContain('tomatoes');
  });

  it('forces OCR of text pages in ocr mode', async () => {
    const r = await parsePdf(buildGardenReport(), { ...base, mode: 'ocr', maxPages: 2 });
    expect(r.pages!.map((p) => p.ocr)).toEqual([true, true]);
    expect(words(r.markdown)).toContain('spending');
  });
});
