import { parseDocument } from '../dom/parse-document';
import { removeListingChrome } from './listing-chrome';

const body = (html: string) => parseDocument(`<html><head></head><body>${html}</body></html>`, 'https://shop.test/').doc.body;
const text = (el: Element) => (el.textContent ?? '').replace(/\s+/g, ' ').trim();

// Regency-Chess-shaped category page: result count, numbered pager, tiles with "More Info"/"Quick View" links.
const CATEGORY = `
  <div class="listing_top">Displaying <b>1</b> to <b>24</b> (of <b>204</b> products)</div>
  <div class="pages"><b>1</b> <a href="?page=2" title=" Page 2 ">2</a> <a href="?page=3">3</a> <a href="?page=6">...</a> <a href="?page=2">[Next&nbsp;»]</a></div>
  <div class="hwm centeredContent"><a href="/walnut-set"><img src="/w.jpg" alt="Walnut set"></a>
    <a href="/walnut-set">Walnut Competition Staunton Chess Set</a> $356.28 $242.91 Save 32%
    <a href="/walnut-set">More Info</a> <a href="/_quick_view.php?product_id=883">Quick View</a></div>`;

describe('removeListingChrome', () => {
  it('drops result counts, numbered pagers and call-to-action links, and keeps the tile', () => {
    const page = body(CATEGORY);
    removeListingChrome(page);
    expect(text(page)).toBe('Walnut Competition Staunton Chess Set $356.28 $242.91 Save 32%');
    expect(page.querySelector('img')).not.toBeNull();
  });

  it('keeps links that only start like a call to action, numbered lists of content, and image links', () => {
    const page = body(`<p><a href="/info">More information about shipping to Canada</a></p>
      <ol><li><a href="/step-1">1</a> Unbox the board and count the pieces</li><li><a href="/step-2">2</a> Set up</li><li><a href="/step-3">3</a> Play</li></ol>
      <a href="/p"><img src="/p.jpg" alt="">View</a><p>Showing the way since 1990 with handmade sets</p>`);
    const before = text(page);
    removeListingChrome(page);
    expect(text(page)).toBe(before);
  });

  it('drops a list-shaped pager with previous/next', () => {
    const page = body(`<p>Story teaser text.</p><ul class="pg"><li><a href="?p=1">« Previous</a></li><li><a href="?p=1">1</a></li><li><span>2</span></li><li><a href="?p=3">3</a></li><li><a href="?p=3">Next</a></li></ul>`);
    removeListingChrome(page);
    expect(text(page)).toBe('Story teaser text.');
  });
});
