import { segmenterWords, tokenize, words } from './tokens';

/** `count` strings of 1-16 characters drawn from `alphabet` by a seeded LCG: the same strings on every run. */
function randomStrings(alphabet: string, seed: number, count: number): string[] {
  const rand = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff);
  return Array.from({ length: count }, () => {
    let text = '';
    for (let n = 1 + Math.floor(rand() * 16); n > 0; n--) text += alphabet[Math.floor(rand() * alphabet.length)];
    return text;
  });
}

describe('words: the ASCII fast path splits exactly as Intl.Segmenter', () => {
  it('on cases UAX #29 treats specially', () => {
    for (const text of [
      "don't stop: e.g. v1.2.3 costs 1,000;5 at 3.14 o'clock", 'snake_case __init__ _ x_ _y a:b a::b 9:30', 'foo.bar() -- a-b a/b @user #12',
      "it's 'quoted' \"double\" 1'2 a'1 1.a", '', '   \n\t', 'tabs\tand\r\nnewlines',
    ]) expect(words(text)).toEqual(segmenterWords(text));
  });

  it('on 20,000 random strings of letters, digits, spaces and ASCII punctuation', () => {
    const alphabet = "ab Z19_.,;:'\"-()/\n\t!?@#$%&*+=<>[]{}|`~^\\";
    for (const text of randomStrings(alphabet, 7, 20000)) expect(words(text)).toEqual(segmenterWords(text));
  });

  it('on 20,000 random strings that also hold Latin-1, Latin Extended-A and Cyrillic letters, signs and marks around them, typographic quotes, dashes, ellipses and no-break spaces', () => {
    const alphabet = "ab Z19_.,;:'\"-\n\u2018\u2019\u201c\u201d\u201e\u00ab\u00bb\u2013\u2014\u2026\u2022\u00a0\u20ac\u00a3\u00a9\u00ae\u00b0\u00e9\u00c0\u00d7\u00f7\u00ff\u0153\u017f\u0180\u0430\u042f\u0481\u0482\u0483\u048a\u04ff\u0500\u0301\u00ad";
    for (const text of randomStrings(alphabet, 11, 20000)) expect(words(text)).toEqual(segmenterWords(text));
    expect(words('It\u2019s \u201cfine\u201d \u2014 don\u2019t 1\u20192\u2026')).toEqual(['It\u2019s', 'fine', 'don\u2019t', '1\u20192']);
  });

  it('leaves other text to Intl.Segmenter', () => {
    expect(words('Café au lait, naïve 東京タワー')).toEqual(segmenterWords('Café au lait, naïve 東京タワー'));
    expect(tokenize('Cafés served').map((t) => t.term)).toEqual(['cafe', 'serv']);
  });
});
