import { joinLines } from './text-joiner';

describe('joinLines', () => {
  it('joins lines with single spaces', () => {
    expect(joinLines(['The quick  brown', ' fox jumps'])).toBe('The quick brown fox jumps');
  });

  it('removes line-break hyphens before a lowercase continuation', () => {
    expect(joinLines(['every bed in the gar-', 'den, which'])).toBe('every bed in the garden, which');
    expect(joinLines(['soft\u00ad', 'ware'])).toBe('software');
  });

  it('keeps hyphens before capitals, digits and dashes used as punctuation', () => {
    expect(joinLines(['the Franco-', 'Prussian war'])).toBe('the Franco-Prussian war');
    expect(joinLines(['pages 10 -', 'twelve'])).toBe('pages 10 - twelve');
  });

  it('skips empty lines', () => {
    expect(joinLines(['', 'one', '  '])).toBe('one');
  });
});
