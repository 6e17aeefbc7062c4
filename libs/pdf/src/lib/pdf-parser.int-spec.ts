import { PdfParseOptions, parsePdf } from '../index';
import { buildGardenReport, GARDEN_PARAGRAPH } from '../test-support/garden-report';

const base: PdfParseOptions = { mode: 'fast', pages: false, blocks: false, pageMarkers: false, timeoutMs: 20000 };
const pdf = buildGardenReport();

describe('parsePdf on a text PDF', () => {
  it('rebuilds headings, de-hyphenated paragraphs and lists as markdown (fast)', async () => {
    const r = await parsePdf(pdf, base);
    expect(r.numPages).toBe(3);
    expect(r.totalPages).toBe(3);
    expect(r.markdown.startsWith('# Annual Garden Report\n\n')).toBe(true);
    expect(r.markdown).toContain(`\n\n${GARDEN_PARAGRAPH}\n\n- Basil and parsley\n- Carrots and onions\n\nA second paragraph closes the first page.`);
    expect(r.markdown).toContain('# Budget\n\nSpending stayed within the approved limits.');
    expect(r.markdown).toContain('# Volunteers');
    expect(r.markdown).not.toContain('<!--');
    expect(r.pages).toBeUndefined();
    expect(r.blocks).toBeUndefined();
  });

  it('reads document metadata', async () => {
    const r = await parsePdf(pdf, base);
    expect(r.title).toBe('Garden Report 2024');
    expect(r.author).toBe('Jane Doe');
    expect(r.metadata).toMatchObject({
      title: 'Garden Report 2024',
      author: 'Jane Doe',
      subject: 'Gardening',
      creator: 'Test Writer',
      producer: 'pdf-writer',
      creationDate: '2024-01-02T03:04:05Z',
      pdfVersion: '1.4',
    });
  });

  it('gives the same text in auto mode without OCR', async () => {
    const fast = await parsePdf(pdf, base);
    const auto = await parsePdf(pdf, { ...base, mode: 'auto', pages: true });
    expect(auto.markdown).toBe(fast.markdown);
    expect(auto.pages!.map((p) => p.ocr)).toEqual([false, false, false]);
  });

  it('caps parsed pages with maxPages', async () => {
    const r = await parsePdf(pdf, { ...base, maxPages: 1, pages: true });
    expect(r.numPages).toBe(1);
    expect(r.totalPages).toBe(3);
    expect(r.markdown).toContain('Annual Garden Report');
    expect(r.markdown).not.toContain('Budget');
    expect(r.pages!.map((p) => p.pageNumber)).toEqual([1]);
  });

  it('inserts page markers and returns per-page markdown', async () => {
    const r = await parsePdf(pdf, { ...base, pageMarkers: true, pages: true });
    const markers = [...r.markdown.matchAll(/^<!-- Page (\d+) -->$/gm)].map((m) => Number(m[1]));
    expect(markers).toEqual([1, 2, 3]);
    expect(r.markdown.indexOf('<!-- Page 2 -->')).toBeLessThan(r.markdown.indexOf('# Budget'));
    expect(r.markdown.indexOf('<!-- Page 2 -->')).toBeGreaterThan(r.markdown.indexOf('A second paragraph'));
    expect(r.pages!.map((p) => p.pageNumber)).toEqual([1, 2, 3]);
    expect(r.pages![1].markdown).toBe('# Budget\n\nSpending stayed within the approved limits.\n\nPage 2');
    expect(r.pages!.every((p) => !p.markdown.includes('<!--'))).toBe(true);
  });

  it('returns typed blocks with boxes in top-left page coordinates', async () => {
    const r = await parsePdf(pdf, { ...base, blocks: true });
    const page1 = r.blocks![0];
    expect(page1).toMatchObject({ pageNumber: 1, width: 612, height: 792 });
    expect(page1.blocks.map((b) => b.type)).toEqual(['heading', 'paragraph', 'list', 'paragraph', 'text']);
    const [heading, paragraph, list, , footer] = page1.blocks;
    expect(heading.text).toBe('Annual Garden Report');
    expect(list.text).toBe('Basil and parsley\nCarrots and onions');
    // The writer puts the heading's top at y=72 (20pt) and the footer near the bottom at y=750.
    expect(heading.bbox.x).toBeCloseTo(72, 0);
    expect(heading.bbox.y).toBeGreaterThan(70);
    expect(heading.bbox.y).toBeLessThan(80);
    expect(heading.bbox.height).toBeGreaterThan(15);
    expect(paragraph.bbox.y).toBeGreaterThan(heading.bbox.y + heading.bbox.height);
    expect(paragraph.bbox.height).toBeGreaterThan(30);
    expect(list.bbox.x).toBeCloseTo(82, 0);
    expect(footer).toMatchObject({ type: 'text', text: 'Page 1' });
    expect(footer.bbox.y).toBeGreaterThan(740);
    for (const b of page1.blocks) {
      expect(b.bbox.x + b.bbox.width).toBeLessThanOrEqual(612);
      expect(b.bbox.y + b.bbox.height).toBeLessThanOrEqual(792);
    }
  });
});
