import { parseDocument } from '../dom/parse-document';
import { declaresProduct, declaresProductList } from './product-hint';

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

describe('declaresProductList', () => {
  const tile = (i: number) => `<li itemscope itemtype="http://schema.org/Product"><a itemprop="url" href="/p${i}"><span itemprop="name">Chair ${i}</span></a></li>`;

  it('reads an ItemList or CollectionPage type, and a Product declared per tile', () => {
    expect(declaresProductList(doc('<script type="application/ld+json">{"@type":"ItemList","itemListElement":[]}</script>'))).toBe(true);
    expect(declaresProductList(doc('<script type="application/ld+json">{"@type":"CollectionPage","name":"Chairs"}</script>'))).toBe(true);
    expect(declaresProductList(doc('', `<ul>${[1, 2, 3].map(tile).join('')}</ul>`))).toBe(true);
    const ld = [1, 2, 3].map((i) => `{"@type":"Product","name":"Chair ${i}"}`).join(',');
    expect(declaresProductList(doc(`<script type="application/ld+json">[${ld}]</script>`))).toBe(true);
  });

  it('does not flag one product page (its Product, offers and a ProductGroup of variants)', () => {
    expect(declaresProductList(doc('<script type="application/ld+json">{"@type":"Product","name":"Desk","offers":{"@type":"Offer","price":"99"}}</script>'))).toBe(false);
    expect(declaresProductList(doc('<meta property="og:type" content="product">', tile(1)))).toBe(false);
  });
});
