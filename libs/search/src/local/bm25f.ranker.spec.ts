import type { LocalCandidateRow, LocalIndexStats } from '@wsa/db';
import { idf, proximity, scoreBm25f, smallestWindow } from './bm25f.ranker';

const stats: LocalIndexStats = { pages: 1000, avgTitle: 8, avgHeadings: 20, avgDesc: 25, avgBody: 500 };

function row(id: string, hits: [string, number[], string[]][], lengths: Partial<Record<'t' | 'h' | 'd' | 'b', number>> = {}): LocalCandidateRow {
  return {
    id, url: `https://example.com/${id}`, title: id, description: '', lead: '', published_at: null, scraped_at: new Date(0),
    title_length: lengths.t ?? 8, headings_length: lengths.h ?? 20, desc_length: lengths.d ?? 25, body_length: lengths.b ?? 500,
    stage_rank: 0, hits,
  };
}

const ids = (rows: { row: LocalCandidateRow }[]) => rows.map((r) => r.row.id);

describe('scoreBm25f', () => {
  it('ranks a title match above the same count of body matches', () => {
    const df = new Map([['stadia', 10]]);
    const ranked = scoreBm25f([row('body', [['stadia', [100], ['D']]]), row('title', [['stadia', [1], ['A']]])], ['stadia'], df, stats);
    expect(ids(ranked)).toEqual(['title', 'body']);
  });

  it('weights a rare term above a common one', () => {
    const df = new Map([['rare', 3], ['common', 900]]);
    const ranked = scoreBm25f([row('common', [['common', [50, 60], ['D', 'D']]]), row('rare', [['rare', [50, 60], ['D', 'D']]])], ['rare', 'common'], df, stats);
    expect(ids(ranked)).toEqual(['rare', 'common']);
    expect(idf(1000, 3)).toBeGreaterThan(idf(1000, 900));
    expect(idf(1000, 1000)).toBeGreaterThan(0);
  });

  it('normalises by field length: the same hits in a short body beat a long one', () => {
    const df = new Map([['lung', 5]]);
    const ranked = scoreBm25f([row('long', [['lung', [10, 20], ['D', 'D']]], { b: 5000 }), row('short', [['lung', [10, 20], ['D', 'D']]], { b: 100 })], ['lung'], df, stats);
    expect(ids(ranked)).toEqual(['short', 'long']);
  });

  it('saturates term frequency: many repeats of one term lose to both terms once', () => {
    const df = new Map([['feather', 5], ['duvet', 5]]);
    const spam = row('spam', [['feather', Array.from({ length: 40 }, (_, i) => 10 + i * 3), Array(40).fill('D')]]);
    const both = row('both', [['feather', [10], ['D']], ['duvet', [300], ['D']]]);
    expect(ids(scoreBm25f([spam, both], ['feather', 'duvet'], df, stats))).toEqual(['both', 'spam']);
  });

  it('boosts the query terms as a phrase over the same terms far apart', () => {
    const df = new Map([['home', 50], ['depot', 50]]);
    const apart = row('apart', [['home', [10], ['D']], ['depot', [200], ['D']]]);
    const phrase = row('phrase', [['home', [10], ['D']], ['depot', [11], ['D']]]);
    expect(ids(scoreBm25f([apart, phrase], ['home', 'depot'], df, stats))).toEqual(['phrase', 'apart']);
  });

  it('keeps the first-stage order on ties and treats a page without hits as score 0', () => {
    const ranked = scoreBm25f([row('a', null as never), row('b', [])], ['x'], new Map(), stats);
    expect(ids(ranked)).toEqual(['a', 'b']);
    expect(ranked.every((r) => r.score === 0)).toBe(true);
  });
});

describe('proximity', () => {
  it('is 1 for adjacent terms, smaller for a wider window, 0 when they share no field', () => {
    expect(proximity([{ positions: [3], weights: ['A'] }, { positions: [4], weights: ['A'] }], 2)).toBe(1);
    const far = proximity([{ positions: [3], weights: ['D'] }, { positions: [13], weights: ['D'] }], 2);
    expect(far).toBeGreaterThan(0);
    expect(far).toBeLessThan(0.5);
    expect(proximity([{ positions: [3], weights: ['A'] }, { positions: [4], weights: ['D'] }], 2)).toBe(0);
  });

  it('smallestWindow finds the tightest cover of every list', () => {
    expect(smallestWindow([[1, 50, 100], [48, 200], [52]])).toBe(4);
    expect(smallestWindow([[7]])).toBe(0);
  });
});
