import { transformHtml } from '../transform-html';

const prose = (n: number) => Array.from({ length: n }, (_, i) => `<p>Paragraph ${i} of the story tells what happened by the river, with enough plain words in it to read as prose.</p>`).join('');
const markdownOf = (body: string, title = 'The river came back') =>
  transformHtml(`<html><head><title>${title}</title></head><body><nav><a href="/">Home</a></nav>${body}<footer>Copyright</footer></body></html>`,
    { url: 'https://x.test/story', onlyMainContent: true, removeBase64Images: true }, { markdown: true }).markdown ?? '';

describe('an article keeps its own title and byline with onlyMainContent', () => {
  it('keeps the H1 that repeats the page title, and the byline, at the top', () => {
    const md = markdownOf(`<article><h1>The river came back</h1><p class="byline">By Jane Doe</p>${prose(5)}</article>`);
    expect(md.startsWith('# The river came back\n\nBy Jane Doe\n\nParagraph 0')).toBe(true);
  });

  it('keeps an H1 as an H1 when the page title differs, also inside a leading header', () => {
    const md = markdownOf(`<article><header><h1>The river came back</h1><div class="author">Jane Doe</div></header>${prose(5)}</article>`, 'News site');
    expect(md).toMatch(/^# The river came back\n\nJane Doe\n\nParagraph 0/);
  });

  it('leaves pages alone whose article does not open with an H1, or that hold several articles', () => {
    expect(markdownOf(`<article><p class="byline">By Jane Doe</p>${prose(5)}</article>`)).not.toContain('Jane Doe');
    const two = markdownOf(`<article><h1>First</h1>${prose(5)}</article><article><h1>Second</h1>${prose(1)}</article>`);
    expect(two).not.toMatch(/^# First/);
  });
});
