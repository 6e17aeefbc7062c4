/**
 * Query text to to_tsquery expressions. Only letters and digits reach PostgreSQL (no operator or
 * quote can be injected into the tsquery syntax); to_tsquery('english', ...) then stems the words
 * and drops stop words exactly as the index did.
 */
const MAX_TERMS = 32;

export function queryTerms(text: string): string[] {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words)].slice(0, MAX_TERMS);
}

/** Every term must match (precise, and cheap on a large index). */
export function allTermsQuery(text: string): string {
  return queryTerms(text).join(' & ');
}

/** Any term may match (recall; ts_rank_cd rewards papers matching more of them). */
export function anyTermQuery(text: string): string {
  return queryTerms(text).join(' | ');
}
