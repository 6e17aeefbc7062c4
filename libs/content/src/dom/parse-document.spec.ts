import { parseDocument } from './parse-document';

describe('parseDocument', () => {
  it('wraps fragments in html/head/body and moves head elements into head', () => {
    const { doc } = parseDocument('<title>T</title><p>frag</p>', 'https://x.test/a');
    expect(doc.title).toBe('T');
    expect(doc.body.innerHTML).toBe('<p>frag</p>');
  });

  it('keeps stray content before <body> in order', () => {
    const { doc } = parseDocument('<html><head></head><p>first</p><body><p>second</p></body></html>', 'https://x.test/');
    expect(doc.body.innerHTML).toBe('<p>first</p><p>second</p>');
  });

  it('moves content after a premature </html> into the body', () => {
    const { doc } = parseDocument('<html><head></head><body><p>a</p></body></html><div><p>late</p></div>', 'https://x.test/');
    expect(doc.body.textContent).toBe('alate');
  });

  it('leaves a well-formed document as it is', () => {
    const { doc } = parseDocument('<!DOCTYPE html><html><head></head><body><p>a</p></body></html>\n', 'https://x.test/');
    expect(doc.body.innerHTML).toBe('<p>a</p>');
  });

  it('resolves a relative <base href> against the page URL', () => {
    const { baseUrl, doc } = parseDocument('<html><head><base href="/sub/"></head><body></body></html>', 'https://x.test/a/b');
    expect(baseUrl).toBe('https://x.test/sub/');
    expect(doc.querySelector('base')?.getAttribute('href')).toBe('https://x.test/sub/');
  });

  it('reads <![CDATA[ as a bogus comment, as browsers do, instead of swallowing the page', () => {
    const { doc } = parseDocument('<html><body><div><![CDATA[ x ]]><p>after</p></div></body></html>', 'https://x.test/');
    expect(doc.body.querySelector('p')?.textContent).toBe('after');
  });

  it('creates lower-case elements even when asked in upper case', () => {
    const { doc } = parseDocument('<p>x</p>', 'https://x.test/');
    expect(doc.createElement('DIV').outerHTML).toBe('<div></div>');
  });
});
