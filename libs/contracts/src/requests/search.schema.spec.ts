import { expectCustomIssue, expectIssueAt, issuesOf } from '../testing/issues';
import { INVALID_COUNTRY_MESSAGE, INVALID_DOMAIN_MESSAGE } from './common.schema';
import { CLEAN_CONTENT_ZDR_MESSAGE, ScrapeOptionsSchema, WAIT_FOR_HALF_TIMEOUT_MESSAGE } from './scrape-options.schema';
import {
  DEVELOPER_CATEGORY_ALONE_MESSAGE,
  DOMAIN_FILTERS_EXCLUSIVE_MESSAGE,
  SEARCH_CHANGE_TRACKING_MESSAGE,
  SearchRequestSchema,
  asksForCatalogue,
  providerSources,
} from './search.schema';

const parse = (body: Record<string, unknown>) => SearchRequestSchema.parse({ query: 'q', ...body });

describe('SearchRequestSchema defaults', () => {
  it('fills every documented default', () => {
    const parsed = parse({});
    expect(parsed).toEqual({
      query: 'q',
      limit: 10,
      sources: [{ type: 'web' }],
      categories: [],
      country: 'us',
      timeout: 60000,
      ignoreInvalidURLs: false,
      highlights: true,
      scrapeOptions: { ...ScrapeOptionsSchema.parse({}), formats: [] },
    });
    expect(parsed.safe).toBeUndefined();
  });

  it('scrapeOptions formats default to [] but are kept when given', () => {
    expect(parse({ scrapeOptions: {} }).scrapeOptions.formats).toEqual([]);
    expect(parse({ scrapeOptions: { formats: ['markdown', 'links'] } }).scrapeOptions.formats).toEqual([
      { type: 'markdown' },
      { type: 'links' },
    ]);
  });

  it('country defaults to "us" only without location, and is lower-cased', () => {
    expect(parse({ location: 'Berlin, Germany' }).country).toBeUndefined();
    expect(parse({ location: 'Berlin, Germany', country: 'DE' }).country).toBe('de');
    expect(parse({ country: 'GB' }).country).toBe('gb');
    expectCustomIssue(SearchRequestSchema, { query: 'q', country: 'uk' }, INVALID_COUNTRY_MESSAGE, ['country']);
  });
});

describe('SearchRequestSchema bounds', () => {
  it('query is 1..500 chars', () => {
    expect(parse({ query: 'q'.repeat(500) }).query).toHaveLength(500);
    expectIssueAt(SearchRequestSchema, { query: 'q'.repeat(501) }, 'too_big', ['query']);
    expectIssueAt(SearchRequestSchema, { query: '' }, 'too_small', ['query']);
    expectIssueAt(SearchRequestSchema, {}, 'invalid_type', ['query']);
  });

  it('limit is an integer 1..100', () => {
    expect(parse({ limit: 1 }).limit).toBe(1);
    expect(parse({ limit: 100 }).limit).toBe(100);
    expectIssueAt(SearchRequestSchema, { query: 'q', limit: 0 }, 'too_small', ['limit']);
    expectIssueAt(SearchRequestSchema, { query: 'q', limit: 101 }, 'too_big', ['limit']);
    expectIssueAt(SearchRequestSchema, { query: 'q', limit: 2.5 }, 'invalid_type', ['limit']);
  });

  it('timeout is a positive integer up to 300000', () => {
    expect(parse({ timeout: 5000 }).timeout).toBe(5000);
    expectIssueAt(SearchRequestSchema, { query: 'q', timeout: 0 }, 'too_small', ['timeout']);
    expectIssueAt(SearchRequestSchema, { query: 'q', timeout: 300001 }, 'too_big', ['timeout']);
  });

  it('safe must be a boolean; enterprise takes zdr and anon only', () => {
    expect(parse({ safe: true }).safe).toBe(true);
    expectIssueAt(SearchRequestSchema, { query: 'q', safe: 'strict' }, 'invalid_type', ['safe']);
    expect(parse({ enterprise: ['anon'] }).enterprise).toEqual(['anon']);
    expectIssueAt(SearchRequestSchema, { query: 'q', enterprise: ['gold'] }, 'invalid_value', ['enterprise', 0]);
  });
});

describe('sources and categories', () => {
  it('accept strings and objects, normalised to objects', () => {
    const parsed = parse({ sources: ['web', { type: 'news' }, 'images'], categories: ['research', { type: 'pdf' }] });
    expect(parsed.sources).toEqual([{ type: 'web' }, { type: 'news' }, { type: 'images' }]);
    expect(parsed.categories).toEqual([{ type: 'research' }, { type: 'pdf' }]);
  });

  it('the web source may carry tbs and location; others may not', () => {
    expect(parse({ sources: [{ type: 'web', tbs: 'qdr:w', location: 'Paris' }] }).sources).toEqual([
      { type: 'web', tbs: 'qdr:w', location: 'Paris' },
    ]);
    expectIssueAt(SearchRequestSchema, { query: 'q', sources: [{ type: 'news', tbs: 'qdr:w' }] }, 'unrecognized_keys', ['sources', 0]);
  });

  it('rejects unknown source and category types and an empty sources list', () => {
    expectIssueAt(SearchRequestSchema, { query: 'q', sources: ['videos'] }, 'invalid_union', ['sources', 0, 'type']);
    expectIssueAt(SearchRequestSchema, { query: 'q', categories: ['gitlab'] }, 'invalid_value', ['categories', 0, 'type']);
    expectIssueAt(SearchRequestSchema, { query: 'q', sources: [] }, 'too_small', ['sources']);
  });

  it('accepts the github category as a string or an object', () => {
    expect(parse({ categories: ['github'] }).categories).toEqual([{ type: 'github' }]);
    expect(parse({ categories: [{ type: 'github' }, 'pdf'] }).categories).toEqual([{ type: 'github' }, { type: 'pdf' }]);
  });

  it('developer cannot be combined with other categories', () => {
    expect(parse({ categories: ['developer'] }).categories).toEqual([{ type: 'developer' }]);
    expectCustomIssue(SearchRequestSchema, { query: 'q', categories: ['developer', 'pdf'] }, DEVELOPER_CATEGORY_ALONE_MESSAGE, [
      'categories',
    ]);
  });
});

describe('provider catalogue options (firecrawl-mcp 3.26 sends them on every search)', () => {
  it('accepts toolDetail, domainTools and the catalogue sources, which leave the provider sources unchanged', () => {
    const parsed = parse({ sources: ['web', 'alexandria', { type: 'exchange' }], toolDetail: 'compact', domainTools: true });
    expect(parsed).toMatchObject({ toolDetail: 'compact', domainTools: true });
    expect(asksForCatalogue(parsed)).toBe(true);
    expect(providerSources(parsed.sources)).toEqual([{ type: 'web' }]);
    expect(asksForCatalogue(parse({ sources: ['news'] }))).toBe(false);
  });

  it('a catalogue-only search has no provider source', () => {
    expect(providerSources(parse({ sources: ['alexandria'] }).sources)).toEqual([]);
  });

  it('refuses an unknown toolDetail', () => {
    expectIssueAt(SearchRequestSchema, { query: 'q', toolDetail: 'verbose' }, 'invalid_value', ['toolDetail']);
    expectIssueAt(SearchRequestSchema, { query: 'q', domainTools: 'yes' }, 'invalid_type', ['domainTools']);
  });

  it('enterprise "default" is no retention mode', () => {
    expect(parse({ enterprise: ['default'] }).enterprise).toBeUndefined();
    expect(parse({ enterprise: ['default', 'zdr'] }).enterprise).toEqual(['zdr']);
  });

  it('onlyCleanContent on the result scrapes is refused under an enterprise retention mode', () => {
    expectCustomIssue(SearchRequestSchema, { query: 'q', enterprise: ['anon'], scrapeOptions: { onlyCleanContent: true } }, CLEAN_CONTENT_ZDR_MESSAGE, ['scrapeOptions', 'onlyCleanContent']);
    expect(parse({ enterprise: ['default'], scrapeOptions: { onlyCleanContent: true } }).scrapeOptions.onlyCleanContent).toBe(true);
  });
});

describe('domain filters', () => {
  it('trims and lowercases hostnames', () => {
    expect(parse({ includeDomains: [' Docs.Example.COM ', 'münchen.de'] }).includeDomains).toEqual(['docs.example.com', 'münchen.de']);
    expect(parse({ excludeDomains: ['spam.example'] }).excludeDomains).toEqual(['spam.example']);
  });

  it.each(['https://example.com', 'example.com/path', 'example.com:8080', 'exa mple.com', '', '-bad.com'])(
    'rejects %j',
    (domain) => expectCustomIssue(SearchRequestSchema, { query: 'q', includeDomains: [domain] }, INVALID_DOMAIN_MESSAGE, ['includeDomains', 0]),
  );

  it('include and exclude are mutually exclusive', () => {
    expectCustomIssue(
      SearchRequestSchema,
      { query: 'q', includeDomains: ['a.com'], excludeDomains: ['b.com'] },
      DOMAIN_FILTERS_EXCLUSIVE_MESSAGE,
      ['includeDomains'],
    );
  });
});

describe('scrapeOptions and threatProtection', () => {
  it('reuses the scrape option rules', () => {
    expectCustomIssue(SearchRequestSchema, { query: 'q', scrapeOptions: { waitFor: 40000 } }, WAIT_FOR_HALF_TIMEOUT_MESSAGE, [
      'scrapeOptions',
      'waitFor',
    ]);
    expectIssueAt(SearchRequestSchema, { query: 'q', scrapeOptions: { bogus: true } }, 'unrecognized_keys', ['scrapeOptions']);
  });

  it('refuses change tracking in search', () => {
    expectCustomIssue(
      SearchRequestSchema,
      { query: 'q', scrapeOptions: { formats: ['markdown', 'changeTracking'] } },
      SEARCH_CHANGE_TRACKING_MESSAGE,
      ['scrapeOptions', 'formats'],
    );
  });

  it('enterprise retention forces zero data retention on result scrapes', () => {
    expect(parse({ enterprise: ['zdr'] }).scrapeOptions.zeroDataRetention).toBe(true);
    expect(parse({ enterprise: ['anon'], scrapeOptions: { formats: ['markdown'] } }).scrapeOptions.zeroDataRetention).toBe(true);
    expect(parse({}).scrapeOptions.zeroDataRetention).toBe(false);
  });

  it('accepts a threatProtection override', () => {
    expect(parse({ threatProtection: { mode: 'normal', riskScoreThreshold: 50 } }).threatProtection).toEqual({
      mode: 'normal',
      riskScoreThreshold: 50,
    });
  });
});

describe('strictness', () => {
  it('accepts origin and integration, rejects unknown keys', () => {
    expect(parse({ origin: 'js-sdk@4.0.0', integration: 'n8n' })).toMatchObject({ origin: 'js-sdk@4.0.0', integration: 'n8n' });
    expect(issuesOf(SearchRequestSchema, { query: 'q', lang: 'en' })).toContainEqual(
      expect.objectContaining({ code: 'unrecognized_keys', keys: ['lang'] }),
    );
  });

  it('is idempotent', () => {
    const once = parse({ sources: ['web', 'news', 'alexandria'], toolDetail: 'full', categories: ['github'], includeDomains: ['A.com'], enterprise: ['zdr'], scrapeOptions: { formats: ['markdown'] } });
    expect(SearchRequestSchema.parse(once)).toEqual(once);
  });
});
