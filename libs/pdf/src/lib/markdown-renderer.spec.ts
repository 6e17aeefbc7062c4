import { escapeLineStart, joinPages, listPlainText, renderHeading, renderList } from './markdown-renderer';

describe('markdown renderer', () => {
  it('escapes only line-start block syntax', () => {
    expect(escapeLineStart('# not a heading')).toBe('\\# not a heading');
    expect(escapeLineStart('1. not a list')).toBe('1\\. not a list');
    expect(escapeLineStart('- dash')).toBe('\\- dash');
    expect(escapeLineStart('> quote')).toBe('\\> quote');
    expect(escapeLineStart('a * b _c_ #1')).toBe('a * b _c_ #1');
    expect(escapeLineStart('2024 was good')).toBe('2024 was good');
  });

  it('renders headings with clamped levels', () => {
    expect(renderHeading(2, 'Budget')).toBe('## Budget');
    expect(renderHeading(9, 'Deep')).toBe('###### Deep');
  });

  it('renders bullet, numbered and labelled items', () => {
    const items = [
      { ordered: false, label: '-', text: 'Basil' },
      { ordered: true, label: '2', text: 'Second' },
      { ordered: false, label: 'a)', text: 'Lettered' },
    ];
    expect(renderList(items)).toBe('- Basil\n2. Second\n- a) Lettered');
    expect(listPlainText(items)).toBe('Basil\n2. Second\na) Lettered');
  });

  it('joins pages with or without markers', () => {
    const pages = [
      { pageNumber: 1, markdown: 'One' },
      { pageNumber: 2, markdown: '' },
      { pageNumber: 3, markdown: 'Three' },
    ];
    expect(joinPages(pages, false)).toBe('One\n\nThree');
    expect(joinPages(pages, true)).toBe('<!-- Page 1 -->\n\nOne\n\n<!-- Page 2 -->\n\n<!-- Page 3 -->\n\nThree');
  });
});
