/**
 * The words of a query, as one string for `plainto_tsquery`: letters, digits and `_`, with inner
 * `.`/`-` kept (node.js, utf-8; PostgreSQL's parser drops trailing `++`/`#` anyway). Everything else (quotes, operators, punctuation) goes,
 * so no user text ever reaches PostgreSQL as tsquery syntax. Empty when nothing searchable is left.
 */
export function searchWords(query: string): string {
  const words = query.toLowerCase().match(/[\p{L}\p{N}_]+(?:[.\-+#][\p{L}\p{N}_]+)*/gu) ?? [];
  return [...new Set(words)].slice(0, 32).join(' ');
}
