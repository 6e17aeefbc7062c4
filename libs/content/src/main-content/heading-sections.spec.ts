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

  it('removes the other-threads blocks of forum and Q&A pages', () => {
    const thread = '<article><p>My GPU fans spin up at idle; is that normal for this card?</p></article><article><p>Yes, below 50 degrees the fans stop.</p></article>';
    const other = (title: string) => `<div class="block"><h3>${title}</h3><ul><li><a href="/t/1">Best PSU for a 4090?</a></li><li><a href="/t/2">Case fans rattle</a></li></ul></div>`;
    for (const title of ['Similar threads', 'Trending Threads', 'Related questions', 'Hot Network Questions', 'Suggested Topics']) {
      const el = body(`<h1>Fans at idle</h1>${thread}${other(title)}`);
      removeRecommendationSections(el, false);
      expect(el.textContent).toContain('below 50 degrees');
      expect(el.textContent).not.toContain('Case fans rattle');
    }
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
