import { classifyDocument, SourcedPage } from './block-classifier';
import { Segment } from './line-segmenter';

const box = (y: number) => ({ xMin: 72, yMin: y, xMax: 300, yMax: y + 10 });
const para = (lines: string[], lineHeight = 10, y = 100): Segment => ({ kind: 'paragraph', lines, lineHeight, box: box(y) });
const item = (text: string, label = '-', ordered = false): Segment => ({
  kind: 'list-item',
  lines: [text],
  lineHeight: 10,
  box: box(200),
  marker: { ordered, label, raw: ordered ? `${label}.` : '•' },
});
const page = (pageNumber: number, segments: Segment[]): SourcedPage => ({ pageNumber, width: 612, height: 792, ocr: false, segments });

describe('classifyDocument', () => {
  it('ranks headings across pages and types paragraphs, lists and fragments', () => {
    const body = 'Body text that is long enough to dominate the size statistics of this document.';
    const [p1, p2] = classifyDocument([
      page(1, [para(['Main Title'], 24, 50), para([body, body]), item('apples'), item('pears'), para(['Page 1'])]),
      page(2, [para(['Section'], 16, 50), item('Do it', '1', true), para([body])]),
    ]);
    expect(p1.blocks.map((b) => b.block.type)).toEqual(['heading', 'paragraph', 'list', 'text']);
    expect(p1.blocks.map((b) => b.markdown)).toEqual(['# Main Title', `${body} ${body}`, '- apples\n- pears', 'Page 1']);
    expect(p2.blocks.map((b) => b.markdown)).toEqual(['## Section', '1. Do it', body]);
    expect(p1.blocks[2].block).toEqual({ type: 'list', text: 'apples\npears', bbox: { x: 72, y: 200, width: 228, height: 10 } });
  });

  it('keeps a numbered line in a heading font as a heading', () => {
    const body = 'Body text that is long enough to dominate the size statistics of this document.';
    const numbered: Segment = { ...item('Introduction', '1', true), lineHeight: 18 };
    const [p1] = classifyDocument([page(1, [numbered, para([body])])]);
    expect(p1.blocks.map((b) => b.markdown)).toEqual(['# 1. Introduction', body]);
  });

  it('handles a document without text', () => {
    expect(classifyDocument([page(1, [])])[0].blocks).toEqual([]);
  });
});
