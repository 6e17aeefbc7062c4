import { parseDocument } from '../dom/parse-document';
import { findItemGroup, isPricedGroup, itemSignature, itemTitle } from './item-blocks';

const body = (html: string) => parseDocument(`<html><head></head><body>${html}</body></html>`, 'https://shop.test/').doc.body;

// WooCommerce-shaped product tiles: a shared first class, per-item state classes after it.
const wooTile = (i: number, stock = 'instock') => `
  <li class="product type-product post-${100 + i} status-publish ${stock} product_cat-cups has-post-thumbnail">
    <a href="/product/cup-${i}/" class="woocommerce-LoopProduct-link"><img src="/cup-${i}.jpg" alt="">
      <h2 class="woocommerce-loop-product__title">Joco Cup ${i}oz</h2>
      <span class="price"><span class="woocommerce-Price-amount amount">$${20 + i}.95</span></span></a>
    <a href="?add-to-cart=${i}" class="button add_to_cart_button">Select options</a>
  </li>`;

// A mega menu: alike siblings with links, but a word or two each.
const menu = `<ul class="menu">${['Shoes', 'Bags', 'Sale', 'New', 'Kids'].map((w) => `<li class="menu-item"><a href="/${w}">${w}</a></li>`).join('')}</ul>`;

// News teasers (Skift-shaped): linked titles and a line of text, no prices.
const teaser = (i: number) => `
  <article class="c-tease is-image-left">
    <span class="c-tease__label">North America</span>
    <h3 class="c-tease__title"><a href="/story-${i}">Hotel group number ${i} sells five hotels</a></h3>
    <p class="c-tease__excerpt">The portfolio of ${i} hotels changed hands this week for a combined price.</p>
  </article>`;

describe('itemSignature', () => {
  it('reads the tag and the first class without digits, so per-item state classes do not split a grid', () => {
    const page = body(`<ul>${wooTile(4)}${wooTile(6, 'outofstock')}</ul>`);
    const [a, b] = Array.from(page.querySelectorAll('li'));
    expect(itemSignature(a)).toBe('li.product');
    expect(itemSignature(b)).toBe(itemSignature(a));
  });
});

describe('findItemGroup', () => {
  it('finds the product grid and not the menu', () => {
    const page = body(`${menu}<ul class="products columns-4">${[4, 6, 8, 12, 16].map((i) => wooTile(i)).join('')}</ul>`);
    const group = findItemGroup(page);
    expect(group?.parent.getAttribute('class')).toBe('products columns-4');
    expect(group?.items).toHaveLength(5);
    expect(group && isPricedGroup(group)).toBe(true);
  });

  it('finds news teasers as an unpriced group', () => {
    const group = findItemGroup(body(`<div class="o-stack">${[1, 2, 3, 4, 5, 6].map(teaser).join('')}</div>`));
    expect(group?.items).toHaveLength(6);
    expect(group && isPricedGroup(group)).toBe(false);
  });

  it('has no group for a menu, for fewer than four items, or for blocks without links', () => {
    expect(findItemGroup(body(menu))).toBeNull();
    expect(findItemGroup(body(`<ul class="products">${[4, 6, 8].map((i) => wooTile(i)).join('')}</ul>`))).toBeNull();
    const paragraphs = Array.from({ length: 6 }, (_, i) => `<p class="lead">Paragraph ${i} of a plain article without any link in it at all.</p>`).join('');
    expect(findItemGroup(body(`<div>${paragraphs}</div>`))).toBeNull();
  });

  it('takes the largest group that passes the filter', () => {
    const reviews = Array.from({ length: 6 }, (_, i) => `<article class="review-card"><a href="/p${i}"><img src="/p${i}.png" alt=""></a><div>Great product, review number ${i}, would buy again and again and again.</div></article>`).join('');
    const page = body(`<div class="reviews">${reviews}</div><ul class="products-grid">${[4, 6, 8, 12].map((i) => wooTile(i)).join('')}</ul>`);
    expect(findItemGroup(page)?.parent.getAttribute('class')).toBe('reviews');
    expect(findItemGroup(page, isPricedGroup)?.parent.getAttribute('class')).toBe('products-grid');
  });
});

describe('itemTitle', () => {
  it('is the longest link text (the product name), not a badge heading or a button', () => {
    const tile = body(`<article class="product-card"><h4 class="badge">Subscribe and Save!</h4>
      <a href="/p/relax"><img src="/r.png" alt=""></a><a href="/p/relax">Super Max Strength CBD Relax Berries - (30ct)</a>
      <span>$59.99</span><a href="/cart?add=1">Add</a></article>`).firstElementChild as Element;
    expect(itemTitle(tile)).toBe('Super Max Strength CBD Relax Berries - (30ct)');
  });

  it('is the heading when no link has text', () => {
    const tile = body(`<div class="card"><a href="/x"><img src="/x.png" alt=""></a><h3>Walnut Staunton Set</h3></div>`).firstElementChild as Element;
    expect(itemTitle(tile)).toBe('Walnut Staunton Set');
  });
});

describe('isPricedGroup', () => {
  it('reads prices in several currencies and formats', () => {
    const tiles = ['149,00 €', '$1,299.00', '£35', 'EUR 20'].map((p, i) => `<div class="tile"><a href="/t${i}">Barbecue charbon inox number ${i}</a> ${p}</div>`).join('');
    const group = findItemGroup(body(`<div class="row products">${tiles}</div>`));
    expect(group && isPricedGroup(group)).toBe(true);
  });
});
