import { CappedText, UntilMarker } from './capped-text';

describe('CappedText', () => {
  it('keeps the first bytes and notes the cut', () => {
    const t = new CappedText(5);
    t.add(Buffer.from('abc'));
    t.add(Buffer.from('defg'));
    expect(t.cut).toBe(true);
    expect(t.text()).toBe('abcde\n[output truncated: more than 5 bytes]');
  });
});

describe('UntilMarker', () => {
  const collect = (chunks: string[], marker = '\0end-1\0') => {
    const out: string[] = [];
    const m = new UntilMarker(Buffer.from(marker), (b) => out.push(b.toString()));
    for (const c of chunks) m.add(Buffer.from(c));
    return { text: out.join(''), seen: m.seen, m, out };
  };

  it('passes output up to the marker and drops what follows', () => {
    expect(collect(['hello\n', 'world\0end-1\0late'])).toMatchObject({ text: 'hello\nworld', seen: true });
  });

  it('finds a marker split across chunks, byte by byte', () => {
    const text = 'line\n\0end-1\0after';
    expect(collect(text.split(''))).toMatchObject({ text: 'line\n', seen: true });
  });

  it('does not take another call\'s marker for its own', () => {
    const r = collect(['a\0end-2\0b']);
    expect(r.seen).toBe(false);
    r.m.flush();
    expect(r.out.join('')).toBe('a\0end-2\0b');
  });
});
