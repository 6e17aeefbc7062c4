import { parseDocument } from './parse-document';

// scripts/patch-deps.js makes linkedom create a node's listener map lazily (a performance patch);
// events must behave as before, with and without the patch.
describe('DOM events on parsed pages', () => {
  const { doc } = parseDocument('<html><body><div id="a"><button id="b">go</button></div></body></html>', 'http://example.test/');
  const button = doc.getElementById('b')!;
  const outer = doc.getElementById('a')!;

  it('delivers to listeners, bubbles, and stops after removal', () => {
    const seen: string[] = [];
    const onButton = () => seen.push('button');
    button.addEventListener('click', onButton);
    outer.addEventListener('click', () => seen.push('outer'));
    button.dispatchEvent(new (doc.defaultView as unknown as { Event: typeof Event }).Event('click', { bubbles: true }));
    expect(seen).toEqual(['button', 'outer']);
    button.removeEventListener('click', onButton);
    button.dispatchEvent(new (doc.defaultView as unknown as { Event: typeof Event }).Event('click'));
    expect(seen).toEqual(['button', 'outer']);
  });

  it('accepts removal and dispatch on a node that never had a listener', () => {
    const p = doc.createElement('p');
    expect(() => p.removeEventListener('click', () => undefined)).not.toThrow();
    expect(p.dispatchEvent(new (doc.defaultView as unknown as { Event: typeof Event }).Event('click'))).toBe(true);
  });
});
