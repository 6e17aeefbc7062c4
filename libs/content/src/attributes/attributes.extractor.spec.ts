import { parseDocument } from '../dom/parse-document';
import { extractAttributes } from './attributes.extractor';

const page = `<html><body>
<a class="dl" href="/a.zip" data-size="10">A</a><a class="dl" data-size="20">B</a><a href="/x">X</a>
<img src="/1.png" alt="one"><img src="/2.png"></body></html>`;

describe('extractAttributes', () => {
  const { doc } = parseDocument(page, 'https://example.com/');

  it('gives every value of the attribute on the matching elements, in document order', () => {
    const { attributes, invalidSelectors } = extractAttributes(doc, [
      { selector: 'a.dl', attribute: 'data-size' },
      { selector: 'a.dl', attribute: 'href' },
      { selector: 'img', attribute: 'alt' },
      { selector: 'video', attribute: 'src' },
    ]);
    expect(attributes).toEqual([
      { selector: 'a.dl', attribute: 'data-size', values: ['10', '20'] },
      { selector: 'a.dl', attribute: 'href', values: ['/a.zip'] },
      { selector: 'img', attribute: 'alt', values: ['one'] },
      { selector: 'video', attribute: 'src', values: [] },
    ]);
    expect(invalidSelectors).toEqual([]);
  });

  it('names a selector the DOM cannot parse instead of failing the page', () => {
    const { attributes, invalidSelectors } = extractAttributes(doc, [{ selector: 'a[[', attribute: 'href' }]);
    expect(attributes).toEqual([{ selector: 'a[[', attribute: 'href', values: [] }]);
    expect(invalidSelectors).toEqual(['a[[']);
  });
});
