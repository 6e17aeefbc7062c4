import { parseDocument } from './parse-document';

// scripts/patch-deps.js makes linkedom reuse compiled selectors across calls (a performance patch);
// every query must still answer for its own tree and its current state.
describe('selector queries on parsed pages', () => {
  const page = (body: string) => parseDocument(`<html><body>${body}</body></html>`, 'http://example.test/').doc;

  it('answers the same selector per document and per subtree', () => {
    const a = page('<div class="x" id="a1"></div><div class="x" id="a2"></div>');
    const b = page('<section><div class="x" id="b1"></div></section><div class="y"></div>');
    expect(Array.from(a.querySelectorAll('div.x')).map((e) => e.id)).toEqual(['a1', 'a2']);
    expect(Array.from(b.querySelectorAll('div.x')).map((e) => e.id)).toEqual(['b1']);
    expect(b.querySelector('section')!.querySelectorAll('div.x')).toHaveLength(1);
    expect(b.querySelector('div.y')!.querySelectorAll('div.x')).toHaveLength(0);
  });

  it('sees changes made after an earlier query with the same selector', () => {
    const d = page('<p class="keep">one</p><p>two</p>');
    expect(d.querySelectorAll('p.keep')).toHaveLength(1);
    d.querySelectorAll('p')[1].setAttribute('class', 'keep');
    expect(d.querySelectorAll('p.keep')).toHaveLength(2);
  });

  it('keeps :scope relative to the element it is called on', () => {
    const d = page('<ul id="outer"><li><ul id="inner"><li>deep</li></ul></li></ul>');
    expect(d.getElementById('outer')!.querySelectorAll(':scope > li')).toHaveLength(1);
    expect(d.getElementById('inner')!.querySelectorAll(':scope > li')[0].textContent).toBe('deep');
  });
});
