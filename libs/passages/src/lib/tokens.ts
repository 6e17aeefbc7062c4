const WORDS = new Intl.Segmenter('und', { granularity: 'word' });

// Function words carry no topic; dropping them keeps BM25 from rewarding "the" and "of".
const STOPWORDS = new Set(
  ('a an and are as at be been but by can could did do does for from had has have how i if in into is it its ' +
    'me my not of on or our so than that the their them then there these they this to was we were what when ' +
    'where which who whom why will with would you your about after also any before between both each more most ' +
    'other over same some such only own too very just should now he she his her him up out down off again').split(' '),
);

export type Token = { term: string; position: number };

/**
 * Intl.Segmenter costs about 4 us a word in Node (ICU), most of a ranking's time; printable ASCII
 * text, most of what is ranked, is split by this expression into exactly the same words (UAX #29
 * for ASCII as ICU applies it: letters, digits and '_' join; ' . : join letters; , ; . ' join digits;
 * a lone '_' is not a word). tokens.spec.ts checks the two agree.
 */
const ASCII_TEXT = /^[\t\n\r\x20-\x7e]*$/;
const ASCII_WORD = /[A-Za-z0-9_]+(?:(?:(?<=[A-Za-z])[.':](?=[A-Za-z])|(?<=[0-9])[,;.'](?=[0-9]))[A-Za-z0-9_]+)*/g;
/** The same rule with the letters of Latin-1, Latin Extended-A and Cyrillic (UAX #29 ALetter, no combining marks) as letters. */
const L = 'A-Za-z\\u00c0-\\u00d6\\u00d8-\\u00f6\\u00f8-\\u017f\\u0400-\\u0481\\u048a-\\u04ff';
const LETTER_WORD = new RegExp(`[${L}0-9_]+(?:(?:(?<=[${L}])[.':](?=[${L}])|(?<=[0-9])[,;.'](?=[0-9]))[${L}0-9_]+)*`, 'g');

/**
 * Letters of Latin-1, Latin Extended-A and Cyrillic join like A-Z (UAX #29 ALetter). Typographic punctuation common in prose that UAX #29 treats exactly like an ASCII
 * counterpart: the curly single quotes are MidNumLet like "'" (they join "don’t" and "1’2"), the rest
 * (curly double quotes, dashes, ellipsis, bullet, no-break space, currency and a few signs) are word
 * breaks like a space. A text of ASCII and these is split by the ASCII expression on a copy with them
 * mapped (same length, so the words are sliced from the original, keeping its characters).
 */
const TYPOGRAPHIC = /[\u2018\u2019\u201c\u201d\u201e\u00ab\u00bb\u2013\u2014\u2026\u2022\u00a0\u20ac\u00a3\u00a9\u00ae\u00b0]/g;
const ASCII_OR_TYPOGRAPHIC = /^[\t\n\r\x20-\x7e\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u017f\u0400-\u0481\u048a-\u04ff\u2018\u2019\u201c\u201d\u201e\u00ab\u00bb\u2013\u2014\u2026\u2022\u00a0\u20ac\u00a3\u00a9\u00ae\u00b0]*$/;

/** The word-like segments of a text, as Intl.Segmenter finds them. */
export function words(text: string): string[] {
  if (ASCII_TEXT.test(text)) return (text.match(ASCII_WORD) ?? []).filter((w) => w !== '_');
  if (ASCII_OR_TYPOGRAPHIC.test(text)) {
    const mapped = text.replace(TYPOGRAPHIC, (c) => (c === '\u2018' || c === '\u2019' ? "'" : ' '));
    const out: string[] = [];
    for (const m of mapped.matchAll(LETTER_WORD)) if (m[0] !== '_') out.push(text.slice(m.index, m.index + m[0].length));
    return out;
  }
  return segmenterWords(text);
}

/** The same, always through Intl.Segmenter (the reference the fast path is tested against). */
export function segmenterWords(text: string): string[] {
  const out: string[] = [];
  for (const seg of WORDS.segment(text)) if (seg.isWordLike) out.push(seg.segment);
  return out;
}

/** Word tokens of a text, lowercased, accents folded and lightly stemmed, with their positions. */
export function tokenize(text: string, keepStopwords = false): Token[] {
  return tokenizeCounted(text, keepStopwords).tokens;
}

/**
 * tokenize, with the number of words the text holds (stopwords included): the position offset of a
 * text that follows this one after a space, so tokens of consecutive sentences can be joined into a
 * window's tokens without tokenizing the window again (a space always ends a word).
 */
export function tokenizeCounted(text: string, keepStopwords = false): { tokens: Token[]; words: number } {
  const tokens: Token[] = [];
  let position = 0;
  for (const segment of words(text)) {
    const word = fold(segment);
    position += 1;
    if (!keepStopwords && STOPWORDS.has(word)) continue;
    tokens.push({ term: stem(word), position });
  }
  return { tokens, words: position };
}

/** Query terms: content words, or every word when the query is only function words. */
export function queryTerms(query: string): string[] {
  const terms = tokenize(query).map((t) => t.term);
  const chosen = terms.length > 0 ? terms : tokenize(query, true).map((t) => t.term);
  return [...new Set(chosen)];
}

const NON_ASCII = /[^\x00-\x7f]/;

function fold(word: string): string {
  const lower = word.toLowerCase();
  // NFKD and the accent strip change nothing in ASCII, and cost most of a word's time
  if (!NON_ASCII.test(lower)) return lower.endsWith("'s") ? lower.slice(0, -2) : lower;
  return lower.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/['’]s$/, '');
}

/** Suffix stripping for English plurals and verb forms; symmetric for query and text, so it only needs to be consistent. */
export function stem(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  const base = stripSuffix(word);
  return base.endsWith('e') && base.length > 4 ? base.slice(0, -1) : base;
}

function stripSuffix(word: string): string {
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith('sses')) return word.slice(0, -2);
  if (word.endsWith('ing') && word.length > 5) return undouble(word.slice(0, -3));
  if (word.endsWith('ed') && word.length > 4) return undouble(word.slice(0, -2));
  if (/(?:ch|sh|x|z)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !/(?:ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

function undouble(word: string): string {
  return /([bdfgmnprt])\1$/.test(word) ? word.slice(0, -1) : word;
}
