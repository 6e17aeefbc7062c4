/**
 * The words of a query, as one string for `plainto_tsquery`: letters, digits and `_`, with inner
 * `.`/`-` kept (node.js, utf-8; PostgreSQL's parser drops trailing `++`/`#` anyway). Everything else (quotes, operators, punctuation) goes,
 * so no user text ever reaches PostgreSQL as tsquery syntax. Empty when nothing searchable is left.
 */
export function searchWords(query: string): string {
  const words = query.toLowerCase().match(/[\p{L}\p{N}_]+(?:[.\-+#][\p{L}\p{N}_]+)*/gu) ?? [];
  return [...new Set(words)].slice(0, 32).join(' ');
}

const quote = (lexeme: string) => `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/**
 * The tsqueries a search tries, strictest first: every lexeme; then (3 to 6 lexemes) all but one,
 * any of them; then any lexeme. Most questions stop at the first tier that fills k; the middle tier
 * keeps a long query from falling straight to "any word", which reads every passage holding its
 * most common word (the slowest query class of bench/indexes).
 */
export function tsqueryTiers(lexemes: string[]): string[] {
  const q = lexemes.map(quote);
  if (q.length === 0) return [];
  const tiers = [q.join(' & ')];
  if (q.length >= 3 && q.length <= 6) tiers.push(q.map((_, skip) => `(${q.filter((__, i) => i !== skip).join(' & ')})`).join(' | '));
  if (q.length >= 2) tiers.push(q.join(' | '));
  return tiers;
}
