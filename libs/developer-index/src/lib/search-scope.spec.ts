import { searchScope } from './search-scope';
import { searchWords, tsqueryTiers } from './search-terms';

const base = { query: 'q', k: 10, passages: 1 };

describe('searchScope', () => {
  it('searches every type by default', () => {
    expect(searchScope(base).types).toEqual(['doc', 'issue', 'pull_request', 'readme']);
  });
  it('repository filters leave out documentation pages unless sources are named', () => {
    expect(searchScope({ ...base, language: 'go' }).types).toEqual(['issue', 'pull_request', 'readme']);
    expect(searchScope({ ...base, language: 'go', sources: ['docs'] }).types).toEqual(['doc', 'issue', 'pull_request', 'readme']);
  });
  it('sources alone search documentation pages only', () => {
    expect(searchScope({ ...base, sources: ['docs'] }).types).toEqual(['doc']);
  });
});

describe('searchWords', () => {
  it('keeps words (with inner dots and hyphens) and drops tsquery syntax', () => {
    expect(searchWords("node.js C++ & C# !foo | 'bar' node.js")).toBe('node.js c foo bar');
    expect(searchWords('?!')).toBe('');
  });
});

describe('tsqueryTiers', () => {
  it('every lexeme, then all but one, then any; quoted', () => {
    expect(tsqueryTiers(['heap', 'leak', 'sparklin'])).toEqual([
      "'heap' & 'leak' & 'sparklin'",
      "('leak' & 'sparklin') | ('heap' & 'sparklin') | ('heap' & 'leak')",
      "'heap' | 'leak' | 'sparklin'",
    ]);
    expect(tsqueryTiers(['one'])).toEqual(["'one'"]);
    expect(tsqueryTiers(['a', "b'c"])).toEqual(["'a' & 'b''c'", "'a' | 'b''c'"]);
    expect(tsqueryTiers([])).toEqual([]);
  });
});
