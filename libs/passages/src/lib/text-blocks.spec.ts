import { markdownBlocks, plainInline } from './text-blocks';

describe('markdownBlocks', () => {
  test('paragraphs, list items and table rows become blocks under their heading path (a table header is context)', () => {
    const md = '# Guide\n\nIntro text\nwrapped.\n\n## Soil\n\n- Use **loam** with [compost](https://x.test/c).\n- Water daily\n\n| Variety | Days |\n|---|---|\n| Sungold | 57 |\n\n### Deep\n\nText.\n\n## Sun\n\nSix hours.';
    expect(markdownBlocks(md)).toEqual([
      { text: 'Intro text wrapped.', headings: ['Guide'], code: false },
      { text: 'Use loam with compost.', headings: ['Guide', 'Soil'], code: false },
      { text: 'Water daily', headings: ['Guide', 'Soil'], code: false },
      { text: 'Sungold | 57', headings: ['Guide', 'Soil', 'Variety | Days'], code: false },
      { text: 'Text.', headings: ['Guide', 'Soil', 'Deep'], code: false },
      { text: 'Six hours.', headings: ['Guide', 'Sun'], code: false },
    ]);
  });

  test('fenced code stays one block with its line breaks', () => {
    expect(markdownBlocks('```python\nx = 1\ny = 2\n```')).toEqual([{ text: 'x = 1\ny = 2', headings: [], code: true }]);
  });
});

describe('plainInline', () => {
  test.each([
    ['![logo](a.png) Hello', 'Hello'],
    ['see [the docs](https://a.test/x_(y)) now', 'see the docs now'],
    ['*em* and _under_ and snake_case_name', 'em and under and snake_case_name'],
    ['`npm i` \\*literal\\*', 'npm i *literal*'],
  ])('%s', (input, expected) => expect(plainInline(input)).toBe(expected));
});
