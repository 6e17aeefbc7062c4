/**
 * A shop category page shaped like real ones (WooCommerce/Magento markup): menu, filters, result
 * count, a product grid with "Quick View" links, a numbered pager and a long buying guide below.
 * Readability alone keeps the guide and drops the grid; the scrape must keep the products.
 */
const tile = (i: number, name: string, price: string) => `
      <li class="product type-product post-${300 + i} status-publish instock product_cat-chess-sets has-post-thumbnail">
        <a href="/shop/p/${i}" class="woocommerce-LoopProduct-link"><img src="/img/set-${i}.jpg" alt="${name}"></a>
        <h2 class="woocommerce-loop-product__title"><a href="/shop/p/${i}">${name}</a></h2>
        <span class="price"><span class="amount">${price}</span></span>
        <a href="/shop/quick-view?id=${i}" class="quick-view">Quick View</a>
        <a href="/shop?add-to-cart=${i}" class="button add_to_cart_button">Add to cart</a>
      </li>`;

const PRODUCTS = [
  ['Walnut Competition Staunton Chess Set', '$242.91'],
  ['Isle of Lewis Compact Celtic Chess Set', '$97.27'],
  ['Down Head Sheesham Championship Set', '$196.19'],
  ['French Knight Mahogany Chess Set', '$129.00'],
  ['Magnetic Travel Chess Set 8 Inch', '$24.50'],
  ['Ebony Tournament Set with Board', '$315.00'],
  ['Glass Chess Set Frosted and Clear', '$59.99'],
  ['Rosewood Library Chess Set', '$449.00'],
];

const guide = Array.from({ length: 14 }, (_, i) => `<p>Choosing a chess set, point ${i + 1}: the king's height should suit the board's squares, weighted pieces sit firmly, and a good finish on the wood lasts for decades of play at home or at the club.</p>`).join('\n      ');

export const SHOP_CATEGORY_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Chess Sets | Fixture Chess Shop</title>
<meta property="og:type" content="website"></head>
<body class="archive tax-product_cat">
  <header class="site-header"><nav class="main-navigation"><ul><li><a href="/shop">Shop</a></li><li><a href="/shop/boards">Boards</a></li><li><a href="/about">About us</a></li></ul></nav></header>
  <div class="site-content">
    <aside class="shop-filters"><h3>Filter by material</h3><ul><li><a href="?m=wood">Wood</a></li><li><a href="?m=glass">Glass</a></li></ul></aside>
    <div class="content-area">
      <h1 class="page-title">Chess Sets</h1>
      <p class="term-description">Hand-picked chess sets for play at home, in clubs and in tournaments.</p>
      <p class="woocommerce-result-count">Showing 1–8 of 204 results</p>
      <ul class="products columns-4">${PRODUCTS.map(([name, price], i) => tile(i + 1, name, price)).join('')}
      </ul>
      <div class="page-numbers-wrap"><span class="current">1</span> <a href="?page=2">2</a> <a href="?page=3">3</a> <a href="?page=2">Next</a></div>
      <div class="term-guide"><h2>How to choose a chess set</h2>
      ${guide}
      </div>
    </div>
  </div>
  <footer class="site-footer"><p>Fixture Chess Shop. All rights reserved.</p></footer>
</body></html>`;
