import { parseDocument } from '../dom/parse-document';
import { removeDuplicateBlocks } from './duplicate-blocks';

const body = (html: string) => parseDocument(`<html><head></head><body>${html}</body></html>`, 'https://x.test/').doc.body;
const section = '<section><h2>Built for teams</h2><p>Plan projects, track progress and share results with everyone in one workspace.</p></section>';

describe('removeDuplicateBlocks', () => {
  it('removes the second copy of a block a responsive layout repeats', () => {
    const el = body(`<div class="desktop">${section}</div><div class="mobile">${section}</div>`);
    removeDuplicateBlocks(el);
    expect(el.textContent?.match(/Plan projects/g)).toHaveLength(1);
  });

  it('keeps short repeated labels, quotes of earlier posts and a wrapper around its only child', () => {
    const post = '<p>I bought the oak desk last year and the frame is still perfectly solid and level.</p>';
    const el = body(`<div><div>${post}</div></div><p>Add to cart</p><p>Add to cart</p><blockquote>${post}</blockquote>`);
    removeDuplicateBlocks(el);
    expect(el.textContent?.match(/oak desk/g)).toHaveLength(2);
    expect(el.textContent?.match(/Add to cart/g)).toHaveLength(2);
  });
});
