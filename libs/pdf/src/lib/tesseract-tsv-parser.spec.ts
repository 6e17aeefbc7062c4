import { parseTesseractTsv } from './tesseract-tsv-parser';

const TSV = [
  'level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext',
  '1\t1\t0\t0\t0\t0\t0\t0\t1700\t2200\t-1\t',
  '2\t1\t1\t0\t0\t0\t200\t200\t600\t100\t-1\t',
  '3\t1\t1\t1\t0\t0\t200\t200\t600\t100\t-1\t',
  '4\t1\t1\t1\t1\t0\t200\t200\t600\t50\t-1\t',
  '5\t1\t1\t1\t1\t1\t200\t200\t200\t50\t96.1\tAnnual',
  '5\t1\t1\t1\t1\t2\t420\t200\t200\t50\t95.0\tReport',
  '4\t1\t1\t1\t2\t0\t200\t260\t600\t40\t-1\t',
  '5\t1\t1\t1\t2\t1\t200\t260\t100\t40\t-1\t ',
  '3\t1\t1\t2\t0\t0\t200\t320\t600\t30\t-1\t',
  '4\t1\t1\t2\t1\t0\t200\t320\t600\t30\t-1\t',
  '5\t1\t1\t2\t1\t1\t200\t320\t100\t30\t90\tSame',
  '2\t1\t2\t0\t0\t0\t200\t400\t600\t30\t-1\t',
  '3\t1\t2\t1\t0\t0\t200\t400\t600\t30\t-1\t',
  '4\t1\t2\t1\t1\t0\t200\t400\t600\t30\t-1\t',
  '5\t1\t2\t1\t1\t1\t200\t400\t100\t30\t90\tNext',
].join('\n');

describe('parseTesseractTsv', () => {
  it('groups words into blocks and lines and converts pixels to points', () => {
    const page = parseTesseractTsv(TSV, { pageNumber: 3, width: 612, height: 792, dpi: 200 });
    expect(page.pageNumber).toBe(3);
    expect(page.blocks).toHaveLength(2);
    const [first, second] = page.blocks;
    // Both paragraphs of block 1 stay in one block; its empty second line is dropped.
    expect(first.lines.map((l) => l.words[0].text)).toEqual(['Annual', 'Same']);
    expect(first.lines[0].words.map((w) => w.text)).toEqual(['Annual', 'Report']);
    expect(first.lines[0]).toMatchObject({ xMin: 72, yMin: 72, xMax: 288, yMax: 90 });
    expect(second.lines[0].words[0].text).toBe('Next');
  });

  it('ignores blank and malformed rows', () => {
    expect(parseTesseractTsv('header\n\nfoo\tbar', { pageNumber: 1, width: 1, height: 1, dpi: 72 }).blocks).toEqual([]);
  });
});
