import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ProductProfileSchema } from '@wsa/contracts';
import { readProduct } from './product.reader';

const fixture = (name: string) => readFileSync(join(__dirname, 'fixtures', name), 'utf8');
const read = (name: string, url: string) => {
  const product = readProduct(fixture(name), url);
  // every answer has the wire shape the official client types
  expect(ProductProfileSchema.strict().parse(product)).toBeTruthy();
  return product;
};

test('Shopify-like: JSON-LD offers become variants with their own availability', () => {
  const p = read('shopify.html', 'https://northfold.example/products/merino-crew-sweater');
  expect(p).toMatchObject({ title: 'Merino Crew Sweater', brand: 'Northfold', url: 'https://northfold.example/products/merino-crew-sweater' });
  expect(p?.description).toContain('midweight merino');
  expect(p?.variants).toHaveLength(2);
  expect(p?.variants[0]).toMatchObject({
    sku: 'NF-MC-NAV-S', title: 'Merino Crew Sweater - Navy / S',
    price: { amount: 128, currency: 'USD', formatted: '$128.00' }, availability: { inStock: true, text: 'InStock' },
  });
  expect(p?.variants[1]).toMatchObject({ sku: 'NF-MC-NAV-M', availability: { inStock: false, text: 'OutOfStock' } });
  expect(p?.variants[0].images?.[0].url).toContain('merino-crew-navy.jpg');
});

test('WooCommerce-like: @graph breadcrumb gives the category, ListPrice the sale', () => {
  const p = read('woocommerce.html', 'https://kaffeehaus-weber.example/produkt/espressokanne-classic/');
  expect(p).toMatchObject({ title: 'Espressokanne Classic 6 Tassen', brand: 'Bialetti', category: 'Espressokannen' });
  expect(p?.variants).toEqual([expect.objectContaining({
    sku: 'EK-CL-6', price: { amount: 29.9, currency: 'EUR', formatted: '€29.90' },
    sale: { originalPrice: { amount: 39.9, currency: 'EUR', formatted: '€39.90' } }, availability: { inStock: true, text: 'InStock' },
  })]);
});

test('Magento-like: microdata Product with a nested Offer; og:image fills the missing picture', () => {
  const p = read('magento.html', 'https://summit.example/trail-runner-gtx.html');
  expect(p).toMatchObject({ title: 'Trail Runner GTX Shoe', brand: 'Summit', category: 'Trail Running', description: 'Waterproof trail shoe with a grippy lug sole.' });
  expect(p?.variants[0]).toMatchObject({ sku: 'TR-GTX-2041', price: { amount: 149.95, currency: 'GBP' }, availability: { inStock: true } });
  expect(p?.variants[0].images).toEqual([{ url: 'https://summit.example/media/catalog/product/cache/1/image/trail-runner-gtx.jpg' }]);
});

test('RDFa Lite: typeof/property with a nested Brand and Offer', () => {
  const p = read('rdfa.html', 'https://lumen.example/p/oak-lamp');
  expect(p).toMatchObject({ title: 'Oak Desk Lamp', brand: 'Lumen Works', description: 'A turned-oak lamp with a linen shade.' });
  expect(p?.variants[0]).toMatchObject({ sku: 'LW-OAK-01', price: { amount: 89, currency: 'EUR' }, availability: { inStock: false, text: 'OutOfStock' }, images: [{ url: 'https://lumen.example/img/oak-lamp.jpg' }] });
});

test('OpenGraph product tags alone', () => {
  const html = '<html><head><meta property="og:type" content="og:product"><meta property="og:title" content="Linen Apron"><meta property="product:price:amount" content="42"><meta property="product:price:currency" content="CAD"><meta property="product:availability" content="oos"><meta property="og:image" content="/a.jpg"></head><body></body></html>';
  expect(read2(html)).toEqual({ title: 'Linen Apron', url: 'https://shop.example/apron', variants: [{ title: 'Linen Apron', price: { amount: 42, currency: 'CAD', formatted: 'CA$42.00' }, availability: { inStock: false, text: 'oos' }, images: [{ url: 'https://shop.example/a.jpg' }] }] });
});

test('no structured data: title, current and was price near it, gallery images, breadcrumb category', () => {
  const p = read('dom-only.html', 'https://handandkiln.example/shop/coffee/dripper');
  expect(p).toEqual({
    title: 'Ceramic Pour-Over Dripper', category: 'Coffee gear', url: 'https://handandkiln.example/shop/coffee/dripper',
    description: 'Stoneware pour-over dripper, glazed in speckled white.',
    variants: [{
      title: 'Ceramic Pour-Over Dripper', price: { amount: 36, currency: 'USD', formatted: '$36.00' },
      sale: { originalPrice: { amount: 48, currency: 'USD', formatted: '$48.00' } }, availability: { inStock: true },
      images: [{ url: 'https://handandkiln.example/media/dripper-1.jpg', alt: 'Dripper from above' }, { url: 'https://handandkiln.example/media/dripper-2.jpg', alt: 'Dripper on a mug' }],
    }],
  });
});

test('an article is not a product', () => {
  expect(readProduct('<html><body><h1>How to brew</h1><p>Use 60 g of coffee per litre.</p></body></html>', 'https://a.example/')).toBeUndefined();
});

function read2(html: string) {
  return readProduct(html, 'https://shop.example/apron');
}
