import type { ScoredCandidate } from './bm25f.ranker';
import type { LocalCandidateRow } from './local-index.port';
import { boostCountryPages, preferCountry } from './country-boost';

const scored = (id: string, score: number): ScoredCandidate => ({ row: { id } as LocalCandidateRow, score, matchedShare: 1 });
const ids = (list: ScoredCandidate[]) => list.map((s) => s.row.id);

describe('boostCountryPages', () => {
  const pages = [scored('us', 10), scored('de-close', 9), scored('unknown', 8.5), scored('de-far', 5)];
  const countries = new Map([['us', 'us'], ['de-close', 'de'], ['de-far', 'de']]);

  it('moves an in-country page above a foreign one it nearly matches, and keeps every page', () => {
    expect(ids(boostCountryPages(pages, countries, 'DE'))).toEqual(['de-close', 'us', 'unknown', 'de-far']);
  });
  it('does not lift an in-country page over a much more relevant one', () => {
    expect(ids(boostCountryPages(pages, countries, 'de')).indexOf('de-far')).toBe(3);
  });
  it('changes nothing without a country, or when no candidate recorded one; ties keep their order', () => {
    expect(boostCountryPages(pages, countries, undefined)).toBe(pages);
    expect(ids(boostCountryPages(pages, new Map(), 'de'))).toEqual(ids(pages));
    expect(ids(boostCountryPages([scored('a', 1), scored('b', 1)], new Map([['c', 'fr']]), 'fr'))).toEqual(['a', 'b']);
  });
});

describe('preferCountry', () => {
  it('reads the countries of the candidates only, and not at all without a country', async () => {
    const asked: string[][] = [];
    const store = { countries: async (pageIds: string[]) => (asked.push(pageIds), new Map([['b', 'fr']])) };
    expect(ids(await preferCountry(store, [scored('a', 1.1), scored('b', 1)], 'fr'))).toEqual(['b', 'a']);
    expect(asked).toEqual([['a', 'b']]);
    await preferCountry(store, [scored('a', 1)], undefined);
    expect(asked).toHaveLength(1);
  });
});
