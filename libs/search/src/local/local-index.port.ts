// The port of the local search provider: what it needs from the local index. The consumer owns
// the definition; @wsa/db implements it (createLocalIndexStore), so this lib needs no database code.

/** The parsed user text: `tsquery` (every term, phrases and `-exclusions` as websearch syntax) and its positive lexemes. */
export type LocalQueryTerms = { tsquery: string; lexemes: string[]; phrase: string | null };

export type LocalIndexStats = { pages: number; avgTitle: number; avgHeadings: number; avgDesc: number; avgBody: number };

export type LocalRankParams = {
  tsquery: string;
  /** lexemes whose per-field frequencies come back for the rerank, in this order */
  lexemes: string[];
  /** the lexemes as a phrase (`a <-> b`), or null for a one-word query */
  phrase: string | null;
  include: string[] | null;
  exclude: string[] | null;
  /** dated window on coalesce(published_at, scraped_at) (web) or published_at (news) */
  from: Date | null;
  to: Date | null;
  /** the primary language subtag ("en"); pages that recorded none pass */
  language: string | null;
  newsOnly: boolean;
  withImagesOnly: boolean;
  k: number;
  /** most matching pages the first stage ranks (a broad word can match a large share of the index) */
  matchCap: number;
};

/** The first stage from the impact-ordered postings (see LocalIndexStore.rankByImpact). */
export type LocalImpactRankParams = LocalRankParams & {
  /** IDF of each lexeme, in `lexemes` order (a stored impact times it is the lexeme's BM25F share) */
  idf: number[];
  /** postings read per lexeme, highest impact first */
  depth: number;
  /** best-scoring pages checked against the tsquery and the filters */
  pool: number;
  /** the ranker's all-terms-first penalty (share of the score lost per missing share of the lexemes) */
  missingPenalty: number;
};

/** Candidates as rank gives them, and how many postings each lexeme's list gave (at most `depth`). */
export type LocalImpactRanking = {
  candidates: LocalCandidateRow[];
  listLengths: number[];
  /** pages the postings gave, before the pool cut (at most `pool` when cut) */
  pooled: number;
};

/** A candidate of the first stage, with the frequency of each query lexeme in each field. */
export type LocalCandidateRow = {
  id: string; url: string; title: string; description: string; published_at: Date | null; scraped_at: Date;
  title_length: number; headings_length: number; desc_length: number; body_length: number;
  stage_rank: number;
  /** the start of the main text (a snippet when the page has no description) */
  lead: string;
  /**
   * per query lexeme (LocalRankParams.lexemes order) two numbers from ts_rank_cd with one-term
   * queries: title + headings/1024 and description + body/1024 (see decodeFieldFrequencies)
   */
  tf: [number, number][] | null;
  /** the query words appear as a phrase, in order */
  phrase: boolean;
};

/** Document frequencies PostgreSQL's statistics already hold (ANALYZE of search_vector). */
export type LexemeStats = { pages: number; frequencies: Map<string, number>; minFrequency: number };

export type IndexedImageRow = { page_id: string; src: string; alt: string; width: number | null; height: number | null; position: number };

/**
 * The local index as the `local` search provider reads it (implemented by createLocalIndexStore in @wsa/db).
 */
export type LocalIndexStore = {
  parseQuery(text: string, positiveText: string): Promise<LocalQueryTerms>;
  /** first stage over the GIN index: every matching page (up to matchCap) ranked by its head vector */
  rank(p: LocalRankParams): Promise<LocalCandidateRow[]>;
  /** first stage over the impact-ordered postings: a bounded number of rows per lexeme */
  rankByImpact(p: LocalImpactRankParams): Promise<LocalImpactRanking>;
  stats(): Promise<LocalIndexStats>;
  lexemeStats(): Promise<LexemeStats>;
  countPagesWithLexemes(lexemes: string[], cap: number): Promise<Map<string, number>>;
  images(pageIds: string[]): Promise<IndexedImageRow[]>;
  /** the recorded country of each of these pages that has one (page id -> lower-case alpha-2) */
  countries(pageIds: string[]): Promise<Map<string, string>>;
};

