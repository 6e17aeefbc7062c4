import { LayoutBlock, LayoutLine } from './layout-model';
import { segmentBlock } from './line-segmenter';

// Words laid out left to right from x with a fixed advance, on a line of the given height.
function line(x: number, y: number, h: number, text: string): LayoutLine {
  let cursor = x;
  const words = text.split(' ').map((t) => {
    const w = { text: t, xMin: cursor, yMin: y, xMax: cursor + t.length * h * 0.5, yMax: y + h };
    cursor = w.xMax + h * 0.3;
    return w;
  });
  return { xMin: x, yMin: y, xMax: cursor - h * 0.3, yMax: y + h, words };
}

function block(lines: LayoutLine[]): LayoutBlock {
  return {
    xMin: Math.min(...lines.map((l) => l.xMin)),
    yMin: lines[0].yMin,
    xMax: Math.max(...lines.map((l) => l.xMax)),
    yMax: lines[lines.length - 1].yMax,
    lines,
  };
}

describe('segmentBlock', () => {
  it('keeps consecutive same-size lines in one paragraph', () => {
    const segs = segmentBlock(block([line(72, 100, 10, 'one two three four five six'), line(72, 114, 10, 'seven eight nine ten eleven')]));
    expect(segs).toHaveLength(1);
    expect(segs[0].lines).toEqual(['one two three four five six', 'seven eight nine ten eleven']);
  });

  it('splits on a font-size change and on a blank-line gap', () => {
    const segs = segmentBlock(block([line(72, 60, 18, 'Title'), line(72, 100, 10, 'body text here'), line(72, 130, 10, 'after gap')]));
    expect(segs.map((s) => s.lines[0])).toEqual(['Title', 'body text here', 'after gap']);
    expect(segs[0].lineHeight).toBe(18);
  });

  it('turns bullet lines into list items with wrapped continuation lines', () => {
    const segs = segmentBlock(block([
      line(82, 100, 10, '• first item that wraps'),
      line(96, 114, 10, 'onto a second line'),
      line(82, 128, 10, '2. numbered'),
      line(72, 142, 10, 'A paragraph after the list ends here and is long enough.'),
    ]));
    expect(segs.map((s) => [s.kind, s.lines.join(' | '), s.marker?.label])).toEqual([
      ['list-item', 'first item that wraps | onto a second line', '-'],
      ['list-item', 'numbered', '2'],
      ['paragraph', 'A paragraph after the list ends here and is long enough.', undefined],
    ]);
  });

  it('starts a new paragraph after a short line ending a sentence', () => {
    const segs = segmentBlock(block([
      line(72, 100, 10, 'a long line of text that fills the column width nicely'),
      line(72, 114, 10, 'ends here.'),
      line(72, 128, 10, 'Next paragraph starts without extra spacing between'),
    ]));
    expect(segs).toHaveLength(2);
    expect(segs[1].box.yMin).toBe(128);
  });
});
