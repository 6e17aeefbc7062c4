import { parseDocument } from '../dom/parse-document';
import { denseRoot } from './dense-root';

const body = (html: string) => parseDocument(`<html><head></head><body>${html}</body></html>`, 'https://x.test/').doc.body;
const post = (n: number) => `<div class="post"><p>Post ${n}: the fan curve in the firmware starts at forty degrees, so at idle the fans stay off and the card runs a little warmer than you might expect.</p></div>`;

describe('denseRoot', () => {
  it('drops the small untagged blocks around the block that holds the page', () => {
    const el = body(`<div class="top">Store locator</div><div class="wrap"><div class="thread">${[1, 2, 3, 4, 5, 6].map(post).join('')}</div><div class="more">Other threads: PSU advice</div></div>`);
    const root = denseRoot(el);
    expect(root.className).toBe('thread');
    expect(root.textContent).toContain('Post 6');
  });

  it('never makes a code block, table or list the root (they convert to markdown only as children)', () => {
    const code = `<pre><code>${'const line = compute(value);\n'.repeat(40)}</code></pre>`;
    expect(denseRoot(body(`<div class="wrap">${code}</div><p>Copyright</p>`)).className).toBe('wrap');
    const rows = Array.from({ length: 30 }, (_, i) => `<tr><td>Row ${i}</td><td>Value ${i} of the long table</td></tr>`).join('');
    expect(denseRoot(body(`<section class="data"><table>${rows}</table></section><p>Footer</p>`)).className).toBe('data');
  });

  it('stays at the root when the text is spread over several blocks', () => {
    const el = body(`<div class="a">${post(1)}${post(2)}</div><div class="b">${post(3)}</div>`);
    expect(denseRoot(el)).toBe(el);
  });
});
