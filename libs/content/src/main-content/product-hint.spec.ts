import { parseDocument } from '../dom/parse-document';
import { declaresProduct } from './product-hint';

const doc = (head: string, body = '') => parseDocument(`<html><head>${head}</head><body>${body}</body></html>`, 'https://x.test/').doc;

describe('declaresProduct', () => {
  it('reads og:type product, JSON-LD Product and microdata Product', () => {
    expect(declaresProduct(doc('<meta property="og:type" content="product">'))).toBe(true);
    expect(declaresProduct(doc('<script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","name":"Desk"}</script>'))).toBe(true);
    expect(declaresProduct(doc('', '<div itemscope itemtype="https://schema.org/Product"><h1>Desk</h1></div>'))).toBe(true);
  });

  it('does not flag articles or plain pages', () => {
    expect(declaresProduct(doc('<meta property="og:type" content="article">'))).toBe(false);
    expect(declaresProduct(doc('<script type="application/ld+json">{"@type":"NewsArticle","headline":"Product launch"}</script>'))).toBe(false);
  });
});
