import { splitListMarker } from './list-marker';

describe('splitListMarker', () => {
  it('recognises bullet glyphs as separate words or prefixes', () => {
    expect(splitListMarker(['•', 'Basil'])).toEqual({ marker: { ordered: false, label: '-', raw: '•' }, rest: ['Basil'] });
    expect(splitListMarker(['•Basil', 'leaves'])).toEqual({ marker: { ordered: false, label: '-', raw: '•' }, rest: ['Basil', 'leaves'] });
    expect(splitListMarker(['–', 'dash item'])?.marker.ordered).toBe(false);
    expect(splitListMarker(['¢', 'OCR bullet'])?.rest).toEqual(['OCR bullet']);
  });

  it('recognises numbered items and keeps their number', () => {
    expect(splitListMarker(['3.', 'Third'])).toEqual({ marker: { ordered: true, label: '3', raw: '3.' }, rest: ['Third'] });
    expect(splitListMarker(['12)', 'Twelfth'])?.marker).toMatchObject({ ordered: true, label: '12' });
  });

  it('keeps lettered and roman labels as unordered labels', () => {
    expect(splitListMarker(['a)', 'first'])?.marker).toMatchObject({ ordered: false, label: 'a)' });
    expect(splitListMarker(['(iv)', 'fourth'])?.marker).toMatchObject({ ordered: false, label: '(iv)' });
  });

  it('does not treat ordinary words, initials or lone markers as lists', () => {
    expect(splitListMarker(['J.', 'Smith'])).toBeUndefined();
    expect(splitListMarker(['2024.', 'was'])).toBeUndefined();
    expect(splitListMarker(['•'])).toBeUndefined();
    expect(splitListMarker(['Hello', 'world'])).toBeUndefined();
    expect(splitListMarker([])).toBeUndefined();
  });
});
