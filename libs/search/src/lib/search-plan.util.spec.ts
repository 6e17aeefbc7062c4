import { planSearch } from './search-plan.util';
import type { SearchQuery } from './search.types';

const now = Date.UTC(2026, 7, 1, 12);
const base: SearchQuery = { query: 'rust', limit: 10, sources: [{ type: 'web' }], categories: [], highlights: false, ignoreInvalidURLs: false, timeoutMs: 1000 };

describe('planSearch', () => {
  it('adds domain operators to the text and keeps them as filters', () => {
    const plan = planSearch({ ...base, includeDomains: ['Docs.rs', 'https://crates.io/'], query: 'serde site:github.com' }, now);
    expect(plan.streams[0].text).toBe('serde site:github.com site:docs.rs OR site:crates.io');
    expect(plan.streams[0].filter.include).toEqual(['docs.rs', 'crates.io', 'github.com']);
  });

  it('gives tbs to web only, with the web source tbs winning', () => {
    const plan = planSearch({ ...base, tbs: 'qdr:y', sources: [{ type: 'web', tbs: 'qdr:w' }, { type: 'news' }] }, now);
    expect(plan.streams.map((s) => [s.group, s.timeRange])).toEqual([['web', 'week'], ['news', undefined]]);
  });

  it('makes one web stream per category, pdf adding filetype:pdf', () => {
    const plan = planSearch({ ...base, categories: [{ type: 'research' }, { type: 'pdf' }] }, now);
    expect(plan.streams.map((s) => [s.category, s.text, s.filter.pdfOnly])).toEqual([
      ['research', 'rust', false],
      ['pdf', 'rust filetype:pdf', true],
    ]);
  });

  it('restricts the github category to github.com repositories, issues and pull requests', () => {
    const plan = planSearch({ ...base, categories: [{ type: 'github' }] }, now);
    expect(plan.streams.map((s) => [s.category, s.text, s.filter.githubOnly, s.filter.pdfOnly])).toEqual([['github', 'rust site:github.com', true, false]]);
  });

  it('applies image operators only to images and strips them from the text', () => {
    const plan = planSearch({ ...base, query: 'sunset larger:1024x768', sources: [{ type: 'web' }, { type: 'images' }] }, now);
    expect(plan.streams[0].text).toBe('sunset');
    expect(plan.streams[0].filter.minImageSize).toBeUndefined();
    expect(plan.streams[1].filter.minImageSize).toEqual({ width: 1024, height: 768 });
  });

  it('maps safe, language and clamps limit', () => {
    const plan = planSearch({ ...base, safe: true, country: 'de', limit: 500, sources: [{ type: 'web', location: 'Paris, France' }, { type: 'news' }] }, now);
    expect(plan.limit).toBe(100);
    expect(plan.streams.map((s) => [s.safe, s.language])).toEqual([[true, 'fr-FR'], [true, 'de-DE']]);
  });

  it("resolves each stream's country: the location's when it names one, else the country code", () => {
    const plan = planSearch({ ...base, country: 'DE', sources: [{ type: 'web', location: 'Paris, France' }, { type: 'news' }] }, now);
    expect(plan.streams.map((s) => s.country)).toEqual(['fr', 'de']);
    const unknownPlace = planSearch({ ...base, location: 'Springfield', sources: [{ type: 'web' }] }, now);
    expect(unknownPlace.streams[0].country).toBeUndefined();
  });
});
