import { parseDocument } from '../dom/parse-document';
import { removeRecommendationSections } from './heading-sections';

const body = (html: string) => parseDocument(`<html><head></head><body>${html}</body></html>`, 'https://x.test/').doc.body;
const prose = 'The desk frame is steel and the top is solid oak with a matte finish. '.repeat(6);

describe('removeRecommendationSections', () => {
  it('removes a titled carousel wrapper but keeps the product description', () => {
    const el = body(`<h1>Desk</h1><p>${prose}</p><section><h2>Customers also bought</h2><ul><li><a href="/a">Lamp</a></li></ul></section>`);
    removeRecommendationSections(el, false);
    expect(el.textContent).toContain('solid oak');
    expect(el.textContent).not.toContain('Customers also bought');
    expect(el.textContent).not.toContain('Lamp');
  });

  it('with flat markup removes the heading and the list it titles only', () => {
    const el = body(`<h2>You may also like</h2><ul><li><a href="/a">Lamp</a></li></ul><div>${prose}</div>`);
    removeRecommendationSections(el, false);
    expect(el.textContent).not.toContain('Lamp');
    expect(el.textContent).toContain('solid oak');
  });

  it('keeps ordinary sections and, off product pages, review sections', () => {
    const el = body(`<section><h2>Specifications</h2><p>${prose}</p></section><section><h2>Customer reviews</h2><p>Great desk.</p></section>`);
    removeRecommendationSections(el, false);
    expect(el.textContent).toContain('Specifications');
    expect(el.textContent).toContain('Great desk.');
  });

  it('removes customer reviews on product pages', () => {
    const el = body(`<p>${prose}</p><section><h2>Customer reviews</h2><p>Great desk.</p></section>`);
    removeRecommendationSections(el, true);
    expect(el.textContent).not.toContain('Great desk.');
  });

  it('keeps a section that holds most of the page', () => {
    const el = body(`<section><h2>Related products</h2><p>${prose}</p></section><p>short</p>`);
    removeRecommendationSections(el, false);
    expect(el.textContent).toContain('solid oak');
  });
});
