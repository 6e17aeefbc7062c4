import { parseDocument } from '../dom/parse-document';
import { removeProductReviews } from './product-reviews';

const body = (html: string) => parseDocument(`<html><head></head><body>${html}</body></html>`, 'https://x.test/').doc.body;
const description = 'The desk frame is steel and the top is solid oak with a matte finish. '.repeat(8);

describe('removeProductReviews', () => {
  it('removes review widgets (own markup and review apps) but keeps the description', () => {
    const el = body(`<h1>Desk</h1><div class="product-description"><p>${description}</p></div><section class="pdp-reviews_container"><p>Verified buyer: wobbly legs.</p></section><div id="yotpo-widget"><p>Love it, five stars.</p></div><div class="seller-feedback"><p>Fast shipping, great seller.</p></div><div class="product-ratings">4.9 accurate description</div>`);
    removeProductReviews(el);
    expect(el.textContent).toContain('solid oak');
    expect(el.textContent).not.toContain('wobbly legs');
    expect(el.textContent).not.toContain('five stars');
    expect(el.textContent).not.toContain('great seller');
    expect(el.textContent).not.toContain('accurate description');
  });

  it('keeps a block named after reviews that holds most of the page, and words that merely contain review', () => {
    const el = body(`<div class="reviews"><h1>Desk</h1><p>${description}</p></div><div class="preview-pane"><p>Preview of the oak grain.</p></div>`);
    removeProductReviews(el);
    expect(el.textContent).toContain('solid oak');
    expect(el.textContent).toContain('Preview of the oak grain.');
  });
});
