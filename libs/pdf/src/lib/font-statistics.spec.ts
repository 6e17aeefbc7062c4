import { bodyLineHeight, headingLevels, isHeadingCandidate } from './font-statistics';
import { Segment } from './line-segmenter';

const seg = (lineHeight: number, lines: string[], kind: Segment['kind'] = 'paragraph'): Segment => ({
  kind,
  lines,
  lineHeight,
  box: { xMin: 0, yMin: 0, xMax: 1, yMax: 1 },
});

describe('font statistics', () => {
  it('weights the body size by characters', () => {
    const segments = [seg(20, ['Title']), seg(10, ['a long body paragraph of text']), seg(14, ['sub'])];
    expect(bodyLineHeight(segments)).toBe(10);
    expect(bodyLineHeight([])).toBe(0);
  });

  it('accepts short, larger paragraphs as headings', () => {
    expect(isHeadingCandidate(seg(18, ['Budget']), 10)).toBe(true);
    expect(isHeadingCandidate(seg(11, ['Budget']), 10)).toBe(false);
    expect(isHeadingCandidate(seg(18, ['x'.repeat(300)]), 10)).toBe(false);
    expect(isHeadingCandidate(seg(18, ['a', 'b', 'c', 'd']), 10)).toBe(false);
    expect(isHeadingCandidate(seg(18, ['Item'], 'list-item'), 10)).toBe(false);
    expect(isHeadingCandidate(seg(18, ['2024']), 10)).toBe(false);
  });

  it('ranks distinct heading sizes into levels', () => {
    const level = headingLevels([24, 16, 16.5, 24.2, 13]);
    expect([level(24.2), level(24), level(16.5), level(16), level(13)]).toEqual([1, 1, 2, 2, 3]);
  });
});
