import type { LexemeStats, LocalIndexStore } from './local-index.port';
import { TtlCache } from './ttl-cache';

/**
 * Document frequencies for BM25F: a common lexeme's from PostgreSQL's statistics of the vector
 * column (share of pages times the page count), a rare one (not listed there) counted exactly through
 * the GIN index, which is cheap precisely because it is rare.
 */
export function createDocumentFrequencies(store: LocalIndexStore): (lexemes: string[], pages: number) => Promise<Map<string, number>> {
  const dfCache = new TtlCache<number>(5 * 60_000, 50_000);
  const lexemeCache = new TtlCache<LexemeStats>(10 * 60_000, 1);
  const lexemeStats = async () => lexemeCache.get('lexemes') ?? lexemeCache.set('lexemes', await store.lexemeStats());
  return async (lexemes, pages) => {
    const listed = await lexemeStats();
    const out = new Map<string, number>();
    const toCount: string[] = [];
    for (const l of lexemes) {
      const share = listed.frequencies.get(l);
      if (share !== undefined) out.set(l, Math.max(1, Math.round(share * pages)));
      else if (dfCache.get(l) !== undefined) out.set(l, dfCache.get(l)!);
      else toCount.push(l);
    }
    if (toCount.length > 0) {
      // not listed: rarer than the least common listed lexeme, so the count stops there
      const cap = listed.minFrequency > 0 ? Math.ceil(listed.minFrequency * pages) + 1 : 50_000;
      for (const [l, n] of await store.countPagesWithLexemes(toCount, cap)) out.set(l, dfCache.set(l, Math.max(1, n)));
    }
    return out;
  };
}
