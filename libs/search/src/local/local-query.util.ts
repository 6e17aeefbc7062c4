/**
 * The user's text for PostgreSQL: the operators the plan enforces itself (`site:`, `-site:`,
 * `filetype:`, image sizes) and the `OR` between site operators removed. `text` keeps the web
 * syntax websearch_to_tsquery understands (quoted phrases, `-word`, `or`); `positive` is the
 * words that must score (no excluded words, no quotes).
 */
export function localQueryText(planText: string): { text: string; positive: string } {
  const tokens = planText.split(/\s+/).filter(Boolean);
  const kept: string[] = [];
  for (const token of tokens) {
    if (/^-?(site|filetype|imagesize|larger|inurl|intitle):/i.test(token)) continue;
    kept.push(token);
  }
  // `site:a OR site:b` leaves a bare OR (or a trailing one) behind
  while (kept.length > 0 && /^or$/i.test(kept[kept.length - 1])) kept.pop();
  while (kept.length > 0 && /^or$/i.test(kept[0])) kept.shift();
  const text = kept.filter((t, i) => !(/^or$/i.test(t) && /^or$/i.test(kept[i - 1] ?? ''))).join(' ');
  const positive = kept.filter((t) => !t.startsWith('-') && !/^or$/i.test(t)).join(' ').replace(/"/g, ' ');
  return { text, positive };
}

/** Any of the lexemes (the second pass when too few pages have all of them). */
export function anyLexemeQuery(lexemes: string[]): string {
  return lexemes.map((l) => `'${l.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`).join(' | ');
}
