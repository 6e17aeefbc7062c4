import { loadConfig, searchProviders } from './config';

describe('SEARCH_PROVIDERS', () => {
  it('defaults to DuckDuckGo then the local index, with SearXNG first when it is configured', () => {
    expect(searchProviders(undefined, undefined)).toEqual(['duckduckgo', 'local']);
    expect(searchProviders('', 'http://searx:8080')).toEqual(['searxng', 'duckduckgo', 'local']);
    expect(searchProviders('local', undefined)).toEqual(['local']);
  });

  it('takes an explicit order and refuses unknown names or searxng without its URL', () => {
    expect(searchProviders(' DuckDuckGo , searxng ', 'http://searx:8080')).toEqual(['duckduckgo', 'searxng']);
    expect(() => searchProviders('google', undefined)).toThrow(/unknown provider "google"/);
    expect(() => searchProviders('searxng', undefined)).toThrow(/SEARXNG_URL is not set/);
  });

  it('is read once by the config', () => {
    expect(loadConfig({ SEARCH_PROVIDERS: 'duckduckgo', DUCKDUCKGO_URL: 'http://127.0.0.1:9' })).toMatchObject({ providers: ['duckduckgo'], duckduckgo: { baseUrl: 'http://127.0.0.1:9' } });
  });

  it('reads the research hosts of DuckDuckGo (SEARCH_RESEARCH_DOMAINS), the built-in list when unset', () => {
    expect(loadConfig({ SEARCH_RESEARCH_DOMAINS: 'arxiv.org,journal.example.org' }).duckduckgo.researchDomains).toEqual(['arxiv.org', 'journal.example.org']);
    expect(loadConfig({}).duckduckgo.researchDomains).toContain('ncbi.nlm.nih.gov');
  });
});
