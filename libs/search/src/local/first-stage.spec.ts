import { firstStage } from './first-stage';
import type { LocalCandidateRow, LocalImpactRankParams, LocalIndexStore, LocalRankParams } from './local-index.port';

const row = (id: string): LocalCandidateRow => ({
  id, url: `https://example.com/${id}`, title: id, description: '', lead: '', published_at: null, scraped_at: new Date(0),
  title_length: 1, headings_length: 0, desc_length: 0, body_length: 10, stage_rank: 1, tf: null, phrase: false,
});

const params: LocalRankParams = {
  tsquery: "'water' & 'europa'", lexemes: ['water', 'europa'], phrase: "'water' <-> 'europa'", include: null, exclude: null,
  from: null, to: null, language: null, newsOnly: false, withImagesOnly: false, k: 3, matchCap: 2000,
};
const options = { depth: 10, pool: 5, missingPenalty: 0.6, ginBelow: 2 };

/** A store whose postings give `postings` (lists of `listLengths`, `pooled` pages) and whose GIN ranking gives `gin`. */
function store(postings: { candidates: LocalCandidateRow[]; listLengths: number[]; pooled: number }, gin: LocalCandidateRow[]) {
  const calls: { impact: LocalImpactRankParams[]; gin: LocalRankParams[] } = { impact: [], gin: [] };
  const s = {
    rankByImpact: async (p: LocalImpactRankParams) => (calls.impact.push(p), postings),
    rank: async (p: LocalRankParams) => (calls.gin.push(p), gin),
  } as unknown as LocalIndexStore;
  return { s, calls };
}

describe('firstStage', () => {
  it('answers from the postings when k candidates passed, with the IDF, depth, pool and penalty it was given', async () => {
    const { s, calls } = store({ candidates: [row('a'), row('b'), row('c')], listLengths: [10, 10], pooled: 5 }, [row('gin')]);
    const r = await firstStage(s, params, [500, 800], [2.1, 1.7], 500, options);
    expect(r).toEqual({ rows: [row('a'), row('b'), row('c')], source: 'postings' });
    expect(calls.impact[0]).toMatchObject({ idf: [2.1, 1.7], depth: 10, pool: 5, missingPenalty: 0.6, tsquery: params.tsquery, k: 3 });
    expect(calls.gin).toHaveLength(0);
  });

  it('answers from the postings when every list was read whole, even with fewer than k candidates', async () => {
    const { s, calls } = store({ candidates: [row('a')], listLengths: [4, 2], pooled: 5 - 1 }, [row('gin')]);
    expect(await firstStage(s, params, [4, 2], [3, 4], 3, options)).toEqual({ rows: [row('a')], source: 'postings' });
    expect(calls.gin).toHaveLength(0);
  });

  it('asks the GIN index when a list was cut at the depth', async () => {
    const { s, calls } = store({ candidates: [row('a')], listLengths: [10, 2], pooled: 4 }, [row('gin'), row('a')]);
    expect(await firstStage(s, params, [4000, 2], [1, 4], 3, options)).toEqual({ rows: [row('gin'), row('a')], source: 'gin' });
    expect(calls.gin[0]).toEqual(params);
  });

  it('asks the GIN index when a lexeme has pages its postings do not hold (faint matches not stored)', async () => {
    const { s } = store({ candidates: [row('a')], listLengths: [3, 2], pooled: 4 }, [row('gin')]);
    expect((await firstStage(s, params, [7, 2], [3, 4], 3, options)).source).toBe('gin');
  });

  it('asks the GIN index when the pool was full (pages beyond it were never checked)', async () => {
    const { s } = store({ candidates: [row('a')], listLengths: [3, 2], pooled: 5 }, [row('gin')]);
    expect((await firstStage(s, params, [3, 2], [3, 4], 3, options)).source).toBe('gin');
  });

  it('asks the GIN index directly for a query that matches few pages', async () => {
    const { s, calls } = store({ candidates: [row('a'), row('b'), row('c')], listLengths: [10, 10], pooled: 5 }, [row('gin')]);
    expect(await firstStage(s, params, [2, 9000], [5, 1], 2, options)).toEqual({ rows: [row('gin')], source: 'gin' });
    expect(calls.impact).toHaveLength(0);
  });
});
