import { parsePdf } from '../index';
import { buildLongTextPdf } from '../test-support/sample-documents';

describe('parsePdf on a 30-page text PDF', () => {
  const pdf = buildLongTextPdf(30);

  it('parses every page in order with consistent heading levels', async () => {
    const started = Date.now();
    const r = await parsePdf(pdf, { mode: 'auto', pages: true, blocks: true, pageMarkers: true, timeoutMs: 20000 });
    // ~150 ms here on an idle machine; the bound only catches accidental OCR or per-page processes.
    expect(Date.now() - started).toBeLessThan(5000);
    expect(r.numPages).toBe(30);
    expect(r.totalPages).toBe(30);
    expect(r.title).toBe('Long report');
    expect(r.pages!.every((p) => !p.ocr)).toBe(true);
    const headings = [...r.markdown.matchAll(/^# Section (\d+) overview$/gm)].map((m) => Number(m[1]));
    expect(headings).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    expect(r.markdown.match(/^<!-- Page \d+ -->$/gm)).toHaveLength(30);
    expect(r.blocks!.map((b) => b.blocks.filter((x) => x.type === 'paragraph').length)).toEqual(new Array(30).fill(3));
    expect(r.pages![29].markdown).toContain('match their hardware, and the defaults favour predictable memory use. (30)');
  });

  it('reads only the first pages with maxPages', async () => {
    const r = await parsePdf(pdf, { mode: 'fast', maxPages: 5, pages: false, blocks: false, pageMarkers: false, timeoutMs: 20000 });
    expect(r.numPages).toBe(5);
    expect(r.totalPages).toBe(30);
    expect(r.markdown).toContain('# Section 5 overview');
    expect(r.markdown).not.toContain('Section 6');
  });
});
