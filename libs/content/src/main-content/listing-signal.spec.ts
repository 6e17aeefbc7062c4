import { parseDocument } from '../dom/parse-document';
import { readabilityDroppedListing, readabilityDroppedTables } from './listing-signal';

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
