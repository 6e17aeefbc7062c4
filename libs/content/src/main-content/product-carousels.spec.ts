import { parseDocument } from '../dom/parse-document';
import { removeProductCarousels } from './product-carousels';

const body = (html: string) => parseDocument(`<html><head></head><body>${html}</body></html>`, 'https://shop.test/').doc.body;
const text = (el: Element) => (el.textContent ?? '').replace(/\s+/g, ' ').trim();

// A product page (Shopify-shaped): the product, its specs, then an unlabelled rail of other products.
const tile = (i: number) => `<div class="card-wrapper"><a href="/products/mount-${i}" class="card__link">Monitor Arm Model ${i}</a><span class="price-item">$${89 + i}.99</span></div>`;
const PRODUCT = `<main><h1>Dual Monitor Desk Mount</h1><span class="price">$199.00</span>
  <div class="product__description"><p>Holds two displays up to 32 inches, with cable management and a clamp or grommet base.</p>
  <table><tr><th>Weight capacity</th><td>9 kg per arm</td></tr><tr><th>VESA</th><td>75 x 75, 100 x 100</td></tr></table>
  <p>${'Full-motion arms tilt, swivel and rotate so each screen sits at eye level for long working days. '.repeat(6)}</p></div></main>
  <div class="slider">${[1, 2, 3, 4, 5, 6].map(tile).join('')}</div>`;

describe('removeProductCarousels', () => {
  it('removes a rail of other priced products and keeps the product, its price and specs', () => {
    const page = body(PRODUCT);
    removeProductCarousels(page);
    expect(text(page)).not.toContain('Monitor Arm Model');
    expect(text(page)).toContain('Dual Monitor Desk Mount');
    expect(text(page)).toContain('$199.00');
    expect(text(page)).toContain('9 kg per arm');
  });

  it('keeps a grid too large to be a carousel (a category that declares a Product)', () => {
    const page = body(`<h1>Monitor Arms</h1><p>Our arms.</p><div class="grid">${Array.from({ length: 14 }, (_, i) => tile(i)).join('')}</div>`);
    removeProductCarousels(page);
    expect(page.querySelectorAll('.card-wrapper')).toHaveLength(14);
  });
});

describe('removeProductCarousels on an overview', () => {
  it('keeps a small priced row that comes before any other price (a shop overview listing its models)', () => {
    const page = body(`<h1>Shop Mac</h1><div class="shelf">${[1, 2, 3, 4, 5].map(tile).join('')}</div><p>${'Why Mac: fast, quiet and made to last for years of work. '.repeat(12)}</p>`);
    removeProductCarousels(page);
    expect(page.querySelectorAll('.card-wrapper')).toHaveLength(5);
  });
});
