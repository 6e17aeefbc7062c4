import type { LocalCandidateRow, LocalIndexStats } from './local-index.port';
import { decodeFieldFrequencies, DEFAULT_BM25F, idf, scoreBm25f } from './bm25f.ranker';

const stats: LocalIndexStats = { pages: 1000, avgTitle: 8, avgHeadings: 20, avgDesc: 25, avgBody: 500 };
type Counts = Partial<Record<'A' | 'B' | 'C' | 'D', number>>;

/** packs counts the way rankIndexedPages does: [A + B/1024, C + D/1024] */
const pack = (c: Counts): [number, number] => [(c.A ?? 0) + (c.B ?? 0) / 1024, (c.C ?? 0) + (c.D ?? 0) / 1024];

function row(id: string, counts: Counts[] | null, opts: { phrase?: boolean; t?: number; b?: number } = {}): LocalCandidateRow {
  return {
    id, url: `https://example.com/${id}`, title: id, description: '', lead: '', published_at: null, scraped_at: new Date(0),
    title_length: opts.t ?? 8, headings_length: 20, desc_length: 25, body_length: opts.b ?? 500,
    stage_rank: 0, tf: counts ? counts.map(pack) : null, phrase: opts.phrase ?? false,
  };
}

const ids = (rows: { row: LocalCandidateRow }[]) => rows.map((r) => r.row.id);

describe('decodeFieldFrequencies', () => {
  it('unpacks exact counts up to 256 per field, as float4 carries them', () => {
    const f32 = (x: number) => Math.fround(x);
    expect(decodeFieldFrequencies([f32(256 + 255 / 1024), f32(3 + 256 / 1024)])).toEqual({ A: 256, B: 255, C: 3, D: 256 });
    expect(decodeFieldFrequencies([0, f32(1 / 1024)])).toEqual({ A: 0, B: 0, C: 0, D: 1 });
  });
});

describe('scoreBm25f', () => {
  it('ranks a title match above the same count of body matches', () => {
    const ranked = scoreBm25f([row('body', [{ D: 1 }]), row('title', [{ A: 1 }])], ['stadia'], new Map([['stadia', 10]]), stats);
    expect(ids(ranked)).toEqual(['title', 'body']);
  });

  it('weights a rare term above a common one', () => {
    const df = new Map([['rare', 3], ['common', 900]]);
    const ranked = scoreBm25f([row('common', [{}, { D: 2 }]), row('rare', [{ D: 2 }, {}])], ['rare', 'common'], df, stats, { ...DEFAULT_BM25F, missingPenalty: 0 });
    expect(ids(ranked)).toEqual(['rare', 'common']);
    expect(idf(1000, 3)).toBeGreaterThan(idf(1000, 900));
    expect(idf(1000, 1000)).toBeGreaterThan(0);
  });

  it('normalises by field length: the same hits in a short body beat a long one', () => {
    const ranked = scoreBm25f([row('long', [{ D: 2 }], { b: 5000 }), row('short', [{ D: 2 }], { b: 100 })], ['lung'], new Map([['lung', 5]]), stats);
    expect(ids(ranked)).toEqual(['short', 'long']);
  });

  it('saturates term frequency and puts pages with every term first', () => {
    const df = new Map([['feather', 5], ['duvet', 5]]);
    const ranked = scoreBm25f([row('spam', [{ D: 40 }, {}]), row('both', [{ D: 1 }, { D: 1 }])], ['feather', 'duvet'], df, stats);
    expect(ids(ranked)).toEqual(['both', 'spam']);
    expect(ranked[0].matchedShare).toBe(1);
    expect(ranked[1].matchedShare).toBe(0.5);
  });

  it('boosts the words as a phrase', () => {
    const df = new Map([['home', 50], ['depot', 50]]);
    const ranked = scoreBm25f([row('apart', [{ D: 1 }, { D: 1 }]), row('phrase', [{ D: 1 }, { D: 1 }], { phrase: true })], ['home', 'depot'], df, stats);
    expect(ids(ranked)).toEqual(['phrase', 'apart']);
  });

  it('keeps the first-stage order on ties and scores a page without counts 0', () => {
    const ranked = scoreBm25f([row('a', null), row('b', [{}])], ['x'], new Map(), stats);
    expect(ids(ranked)).toEqual(['a', 'b']);
    expect(ranked.every((r) => r.score === 0)).toBe(true);
  });
});
