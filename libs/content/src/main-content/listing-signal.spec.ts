import { parseDocument } from '../dom/parse-document';
import { readabilityDroppedListing } from './listing-signal';

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
