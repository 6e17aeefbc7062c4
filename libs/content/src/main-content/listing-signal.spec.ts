import { parseDocument } from '../dom/parse-document';
import { readabilityDroppedItems, readabilityDroppedListing, readabilityDroppedSections, readabilityDroppedTables } from './listing-signal';
import { findItemGroup, isPricedGroup } from './item-blocks';

const body = (html: string) => parseDocument(`<html><head></head><body>${html}</body></html>`, 'https://x.test/').doc.body;
const teasers = (n: number) => Array.from({ length: n }, (_, i) => `<div><h3><a href="/s${i}">Story ${i}</a></h3><p>Snippet ${i}</p></div>`).join('');

describe('readabilityDroppedListing', () => {
  it('flags a listing of which Readability kept a single teaser', () => {
    expect(readabilityDroppedListing(body(teasers(25)), body(teasers(1)))).toBe(true);
  });

  it('does not flag a listing Readability kept whole, nor a page with few linked headings', () => {
    expect(readabilityDroppedListing(body(teasers(25)), body(teasers(25)))).toBe(false);
    expect(readabilityDroppedListing(body(`<p>article</p>${teasers(6)}`), body('<p>article</p>'))).toBe(false);
  });
});

const table = `<table><tr><th>Year</th><th>Name</th></tr>${Array.from({ length: 8 }, (_, i) => `<tr><td>19${i}0</td><td>Laureate number ${i}</td></tr>`).join('')}</table>`;

describe('readabilityDroppedTables', () => {
  it('flags a list page whose data table Readability left out', () => {
    expect(readabilityDroppedTables(body(`<p>Intro.</p>${table}`), body('<p>Intro.</p>'))).toBe(true);
  });

  it('does not flag a kept table, nor a page where tables are a small part', () => {
    expect(readabilityDroppedTables(body(`<p>Intro.</p>${table}`), body(`<p>Intro.</p>${table}`))).toBe(false);
    expect(readabilityDroppedTables(body(`<p>${'prose '.repeat(200)}</p>${table}`), body(`<p>${'prose '.repeat(200)}</p>`))).toBe(false);
  });
});

const section = (i: number) => `<section><h3>Service ${i}</h3><p>We plan, build and run service ${i} for your team, with reports every week and one contact person.</p></section>`;
const sections = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => section(from + i)).join('');

describe('readabilityDroppedSections', () => {
  it('flags a multi-section page of which Readability kept one or two sections', () => {
    expect(readabilityDroppedSections(body(sections(0, 9)), body(sections(0, 2)))).toBe(true);
  });

  it('does not flag sections Readability kept, nor fewer than six left out', () => {
    expect(readabilityDroppedSections(body(sections(0, 9)), body(sections(0, 9)))).toBe(false);
    expect(readabilityDroppedSections(body(sections(0, 6)), body(sections(0, 1)))).toBe(false);
  });

  it('does not count teaser rails and link menus an article leaves out', () => {
    const rail = (i: number) => `<div><h3>Topic ${i}</h3><ul><li><a href="/a${i}">A long linked story title about topic ${i}</a></li><li><a href="/b${i}">Another linked story</a></li></ul></div>`;
    const teaser = (i: number) => `<a href="/t${i}"><h4>Teaser ${i}</h4><p>A summary sentence of teaser ${i} that reads like prose but sits in a link.</p></a>`;
    const leftOut = Array.from({ length: 8 }, (_, i) => rail(i) + teaser(i)).join('');
    expect(readabilityDroppedSections(body(`<article>${sections(0, 2)}</article>${leftOut}`), body(sections(0, 2)))).toBe(false);
  });
});

const tile = (i: number) => `<li class="product-card"><a href="/p/${i}"><img src="/p${i}.jpg" alt=""></a><a href="/p/${i}">Walnut Staunton Chess Set ${i}</a> <span class="price">$${100 + i}.00</span></li>`;
const grid = (n: number) => `<ul class="products">${Array.from({ length: n }, (_, i) => tile(i)).join('')}</ul>`;

describe('readabilityDroppedItems', () => {
  const page = body(`<div class="guide"><p>${'Buying guide prose. '.repeat(40)}</p></div>${grid(8)}`);
  const group = () => findItemGroup(page, isPricedGroup);

  it('flags a shop page whose product tiles Readability left out for the buying guide', () => {
    expect(readabilityDroppedItems(page, body(`<p>${'Buying guide prose. '.repeat(40)}</p>`), group())).toBe(true);
  });

  it('does not flag kept tiles, a page without priced tiles, or tiles that are a sliver of the page', () => {
    expect(readabilityDroppedItems(page, page, group())).toBe(false);
    expect(readabilityDroppedItems(page, body('<p>x</p>'), null)).toBe(false);
    const long = body(`<div><p>${'Long article prose. '.repeat(400)}</p></div>${grid(4)}`);
    expect(readabilityDroppedItems(long, body('<p>prose</p>'), findItemGroup(long, isPricedGroup))).toBe(false);
  });
});
