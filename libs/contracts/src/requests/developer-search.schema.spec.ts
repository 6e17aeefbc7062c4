import { developerSearchFromQuery, DeveloperSearchRequestSchema, GithubSearchQuerySchema } from './developer-search.schema';

const parse = (v: unknown) => DeveloperSearchRequestSchema.safeParse(v);

describe('DeveloperSearchRequestSchema', () => {
  it('defaults k and passages', () => {
    expect(parse({ query: 'x' })).toMatchObject({ success: true, data: { query: 'x', k: 10, passages: 1 } });
  });
  it('bounds k, passages, repos and topics', () => {
    expect(parse({ query: 'x', k: 101 }).success).toBe(false);
    expect(parse({ query: 'x', passages: 6 }).success).toBe(false);
    expect(parse({ query: 'x', repos: ['not a repo'] }).success).toBe(false);
    expect(parse({ query: 'x', topic: Array.from({ length: 9 }, (_, i) => `t${i}`) }).success).toBe(false);
    expect(parse({ query: 'x', unknown: 1 }).success).toBe(false);
  });
  it('refuses a filter that can match no requested type', () => {
    const repoOnDocs = parse({ query: 'x', types: ['doc'], language: 'go' });
    expect(repoOnDocs.success).toBe(false);
    expect(repoOnDocs.error?.issues[0].message).toMatch(/repository filters \(language\) cannot match the requested types \(doc\)/);
    expect(parse({ query: 'x', types: ['issue'], sources: ['docs'] }).success).toBe(false);
    expect(parse({ query: 'x', min_stars: 5, max_stars: 1 }).success).toBe(false);
    expect(parse({ query: 'x', types: ['doc', 'issue'], language: 'go', sources: ['docs'] }).success).toBe(true);
  });
  it('reads query parameters: numbers, booleans, repeated and comma lists', () => {
    const q = developerSearchFromQuery({ query: 'x', k: '5', types: ['issue', 'readme'], repos: 'a/b,c/d', archived: 'false', min_stars: '3', origin: 'cli' });
    expect(parse(q)).toMatchObject({ success: true, data: { k: 5, types: ['issue', 'readme'], repos: ['a/b', 'c/d'], archived: false, min_stars: 3 } });
    expect(parse(developerSearchFromQuery({ query: 'x', k: 'ten' })).success).toBe(false);
    expect(parse(developerSearchFromQuery({ query: 'x', fork: 'maybe' })).success).toBe(false);
  });
});

describe('GithubSearchQuerySchema', () => {
  it('k is 1..100, default 20', () => {
    expect(GithubSearchQuerySchema.parse({ query: 'x' }).k).toBe(20);
    expect(GithubSearchQuerySchema.safeParse({ query: 'x', k: '0' }).success).toBe(false);
    expect(GithubSearchQuerySchema.safeParse({ k: '3' }).success).toBe(false);
  });
});
