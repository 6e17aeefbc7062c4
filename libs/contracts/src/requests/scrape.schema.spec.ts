import { expectCustomIssue, expectIssueAt, issuesOf } from '../testing/issues';
import { DEFAULT_PDF_PARSER } from './parsers.schema';
import {
  CLEAN_CONTENT_ZDR_MESSAGE,
  ScrapeOptionsSchema,
  TOTAL_WAIT_MESSAGE,
  WAIT_FOR_HALF_TIMEOUT_MESSAGE,
} from './scrape-options.schema';
import { ScrapeRequestSchema } from './scrape.schema';

const URL = 'https://example.com';
const parse = (body: Record<string, unknown>) => ScrapeRequestSchema.parse({ url: URL, ...body });

describe('ScrapeRequestSchema defaults', () => {
  it('fills every documented default', () => {
    expect(parse({})).toEqual({
      url: URL,
      formats: [{ type: 'markdown' }],
      onlyMainContent: true,
      onlyCleanContent: false,
      maxAge: 172800000,
      waitFor: 0,
      mobile: false,
      skipTlsVerification: true,
      timeout: 60000,
      parsers: [DEFAULT_PDF_PARSER],
      removeBase64Images: true,
      blockAds: true,
      proxy: 'auto',
      storeInCache: true,
      lockdown: false,
      redactPII: false,
      zeroDataRetention: false,
    });
  });

  it('requires url', () => {
    expectIssueAt(ScrapeRequestSchema, {}, 'invalid_type', ['url']);
  });

  it('normalises url and string formats', () => {
    const parsed = parse({ url: 'example.com/page', formats: ['html', 'links'] });
    expect(parsed.url).toBe('http://example.com/page');
    expect(parsed.formats).toEqual([{ type: 'html' }, { type: 'links' }]);
  });
});

describe('skipTlsVerification and storeInCache', () => {
  it('skip TLS verification by default, verify when headers or actions are given', () => {
    expect(parse({}).skipTlsVerification).toBe(true);
    expect(parse({ headers: { Cookie: 'a=b' } }).skipTlsVerification).toBe(false);
    expect(parse({ actions: [{ type: 'scrape' }] }).skipTlsVerification).toBe(false);
  });

  it('an explicit value always wins', () => {
    expect(parse({ headers: { a: 'b' }, skipTlsVerification: true }).skipTlsVerification).toBe(true);
    expect(parse({ skipTlsVerification: false }).skipTlsVerification).toBe(false);
  });

  it('storeInCache is forced off with headers or actions', () => {
    expect(parse({ storeInCache: true, headers: { a: 'b' } }).storeInCache).toBe(false);
    expect(parse({ actions: [{ type: 'scrape' }] }).storeInCache).toBe(false);
    expect(parse({ storeInCache: false }).storeInCache).toBe(false);
  });
});

describe('timeout and waitFor', () => {
  it.each([
    [999, 'too_small'],
    [300001, 'too_big'],
    [1500.5, 'invalid_type'],
  ])('timeout %j -> %s', (timeout, code) => expectIssueAt(ScrapeRequestSchema, { url: URL, timeout }, code, ['timeout']));

  it('accepts timeout bounds', () => {
    expect(parse({ timeout: 1000 }).timeout).toBe(1000);
    expect(parse({ timeout: 300000 }).timeout).toBe(300000);
  });

  it('waitFor is 0..60000', () => {
    expectIssueAt(ScrapeRequestSchema, { url: URL, waitFor: -1 }, 'too_small', ['waitFor']);
    expectIssueAt(ScrapeRequestSchema, { url: URL, waitFor: 60001, timeout: 300000 }, 'too_big', ['waitFor']);
    expect(parse({ waitFor: 60000, timeout: 120000 }).waitFor).toBe(60000);
  });

  it('waitFor must not exceed half of timeout', () => {
    expect(parse({ waitFor: 30000 }).waitFor).toBe(30000);
    expectCustomIssue(ScrapeRequestSchema, { url: URL, waitFor: 30001 }, WAIT_FOR_HALF_TIMEOUT_MESSAGE, ['waitFor']);
    expectCustomIssue(ScrapeRequestSchema, { url: URL, waitFor: 2000, timeout: 3000 }, WAIT_FOR_HALF_TIMEOUT_MESSAGE, ['waitFor']);
  });

  it('total wait of waitFor and wait actions is at most 60 s', () => {
    const wait = (milliseconds: number) => ({ type: 'wait', milliseconds });
    expect(parse({ timeout: 120000, waitFor: 20000, actions: [wait(20000), wait(20000)] }).actions).toHaveLength(2);
    expectCustomIssue(
      ScrapeRequestSchema,
      { url: URL, timeout: 120000, waitFor: 20000, actions: [wait(20000), wait(20001)] },
      TOTAL_WAIT_MESSAGE,
      ['actions'],
    );
    expectCustomIssue(ScrapeRequestSchema, { url: URL, actions: [wait(60001)] }, TOTAL_WAIT_MESSAGE, ['actions']);
  });
});

describe('other option bounds', () => {
  it('profile name is 1..128 and saveChanges defaults to true', () => {
    expect(parse({ profile: { name: 'p'.repeat(128) } }).profile).toEqual({ name: 'p'.repeat(128), saveChanges: true });
    expect(parse({ profile: { name: 'x', saveChanges: false } }).profile?.saveChanges).toBe(false);
    expectIssueAt(ScrapeRequestSchema, { url: URL, profile: { name: '' } }, 'too_small', ['profile', 'name']);
    expectIssueAt(ScrapeRequestSchema, { url: URL, profile: { name: 'p'.repeat(129) } }, 'too_big', ['profile', 'name']);
    expectIssueAt(ScrapeRequestSchema, { url: URL, profile: {} }, 'invalid_type', ['profile', 'name']);
  });

  it('auditMetadata.username is required, at most 1024 chars', () => {
    expect(parse({ auditMetadata: { username: 'u'.repeat(1024) } }).auditMetadata?.username).toHaveLength(1024);
    expectIssueAt(ScrapeRequestSchema, { url: URL, auditMetadata: { username: 'u'.repeat(1025) } }, 'too_big', ['auditMetadata', 'username']);
    expectIssueAt(ScrapeRequestSchema, { url: URL, auditMetadata: {} }, 'invalid_type', ['auditMetadata', 'username']);
  });

  it('proxy is basic, enhanced or auto; stealth is the older name of enhanced', () => {
    expect(parse({ proxy: 'enhanced' }).proxy).toBe('enhanced');
    expect(parse({ proxy: 'stealth' }).proxy).toBe('enhanced');
    expectIssueAt(ScrapeRequestSchema, { url: URL, proxy: 'residential' }, 'invalid_value', ['proxy']);
  });

  it('maxAge and minAge are non-negative integers', () => {
    expect(parse({ maxAge: 0, minAge: 1 })).toMatchObject({ maxAge: 0, minAge: 1 });
    expectIssueAt(ScrapeRequestSchema, { url: URL, maxAge: -1 }, 'too_small', ['maxAge']);
    expectIssueAt(ScrapeRequestSchema, { url: URL, minAge: -5 }, 'too_small', ['minAge']);
  });

  it('headers are string to string', () => {
    expectIssueAt(ScrapeRequestSchema, { url: URL, headers: { a: 1 } }, 'invalid_type', ['headers', 'a']);
  });

  it('onlyCleanContent is refused on zero-data-retention requests', () => {
    expect(parse({ onlyCleanContent: true }).onlyCleanContent).toBe(true);
    expectCustomIssue(ScrapeRequestSchema, { url: URL, onlyCleanContent: true, zeroDataRetention: true }, CLEAN_CONTENT_ZDR_MESSAGE, [
      'onlyCleanContent',
    ]);
  });

  it('rejects wrong types on boolean options', () => {
    for (const key of ['onlyMainContent', 'mobile', 'blockAds', 'removeBase64Images', 'lockdown', 'zeroDataRetention', 'storeInCache']) {
      expectIssueAt(ScrapeRequestSchema, { url: URL, [key]: 'yes' }, 'invalid_type', [key]);
    }
  });
});

describe('strictness and client metadata', () => {
  it('accepts origin and integration (nullable)', () => {
    expect(parse({ origin: 'js-sdk@4.0.0', integration: null })).toMatchObject({ origin: 'js-sdk@4.0.0', integration: null });
  });

  it('rejects unknown keys with unrecognized_keys', () => {
    const issues = issuesOf(ScrapeRequestSchema, { url: URL, crawlEntireSite: true });
    expect(issues).toContainEqual(expect.objectContaining({ code: 'unrecognized_keys', keys: ['crawlEntireSite'] }));
  });

  it('re-parsing the parsed request gives the same value (workers re-validate payloads)', () => {
    const once = parse({
      url: 'example.com',
      formats: ['markdown', { type: 'screenshot', fullPage: true }],
      headers: { a: 'b' },
      actions: [{ type: 'wait', milliseconds: 100 }],
      location: { country: 'fr' },
      redactPII: true,
      parsers: ['pdf'],
    });
    expect(ScrapeRequestSchema.parse(once)).toEqual(once);
  });
});

describe('ScrapeOptionsSchema', () => {
  it('is the same options without url', () => {
    const { url: _url, ...options } = parse({ mobile: true });
    expect(ScrapeOptionsSchema.parse({ mobile: true })).toEqual(options);
    expectIssueAt(ScrapeOptionsSchema, { url: URL }, 'unrecognized_keys', []);
  });

  it('applies the same cross-field rules', () => {
    expectCustomIssue(ScrapeOptionsSchema, { waitFor: 40000 }, WAIT_FOR_HALF_TIMEOUT_MESSAGE, ['waitFor']);
    expect(ScrapeOptionsSchema.parse({ headers: {} }).skipTlsVerification).toBe(false);
  });
});
