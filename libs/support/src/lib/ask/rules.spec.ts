import { applyFix, diagnose } from './diagnose';
import { findJobId } from './find-job-id';
import { enginesTried, type JobFacts } from './job-facts';
import type { Situation } from './rule';
import { readSignals } from './signals';

const JOB = '6f1c2b0a-3d4e-4f56-8a7b-9c0d1e2f3a4b';

function job(over: Partial<JobFacts> = {}): JobFacts {
  return {
    jobId: JOB, kind: 'scrape', status: 'failed', target: 'https://example.com/page', options: { url: 'https://example.com/page', timeout: 5000, waitFor: 0, proxy: 'auto' },
    errorCode: null, errorMessage: null, statusCode: null, enginesTried: [], durationMs: 5100, creditsUsed: 0, ...over,
  };
}
const situation = (facts: JobFacts | null, question = 'why did this run fail?', context?: Record<string, unknown>): Situation =>
  ({ facts, signals: readSignals({ question, context }), askedJobId: facts?.jobId });

describe('rules matched from the job record', () => {
  it.each([
    ['timeout', { errorCode: 'SCRAPE_TIMEOUT', errorMessage: 'Scrape timed out after 5000ms.' }, { timeout: 30000 }, 'high'],
    ['site-blocked', { errorCode: 'SCRAPE_SITE_BLOCKED', errorMessage: 'The site answered with an anti-bot block page (cloudflare)' }, { proxy: 'enhanced' }, 'medium'],
    ['dns', { errorCode: 'SCRAPE_DNS_RESOLUTION_ERROR', errorMessage: 'DNS resolution failed for hostname exmaple.com' }, null, 'high'],
    ['blocked-target', { errorCode: 'SCRAPE_BLOCKED_TARGET' }, null, 'high'],
    ['tls', { errorCode: 'SCRAPE_SSL_ERROR' }, { skipTlsVerification: true }, 'high'],
    ['no-cached-data', { errorCode: 'SCRAPE_NO_CACHED_DATA' }, { minAge: null }, 'high'],
    ['no-cached-data', { errorCode: 'SCRAPE_LOCKDOWN_CACHE_MISS' }, { lockdown: null }, 'high'],
    ['pdf', { errorCode: 'SCRAPE_PDF_ERROR', target: 'https://example.com/a.pdf' }, { parsers: [{ type: 'pdf', mode: 'ocr' }] }, 'high'],
    ['action-failed', { errorCode: 'SCRAPE_ACTION_ERROR', errorMessage: 'Action 1 (click) failed: no element' }, null, 'high'],
    ['connection', { errorCode: 'SCRAPE_CONNECTION_ERROR' }, {}, 'high'],
    ['engines-failed', { errorCode: 'SCRAPE_ALL_ENGINES_FAILED', errorMessage: 'All scraping engines failed (tried: http, chromium). x; y', enginesTried: ['http', 'chromium'] }, { proxy: 'enhanced' }, 'medium'],
  ])('%s', (id, over, fix, confidence) => {
    const d = diagnose(situation(job(over as Partial<JobFacts>)));
    expect([d.rule?.id, d.by, d.fixParameters, d.confidence]).toEqual([id, 'job', fix, confidence]);
  });

  it('a completed scrape with almost no text is a JavaScript-rendered page: waitFor, keeping waitFor <= timeout / 2', () => {
    const d = diagnose(situation(job({ status: 'completed', statusCode: 200, markdownChars: 12 })));
    expect([d.rule?.id, d.fixParameters]).toEqual(['empty-page', { waitFor: 3000, timeout: 16000 }]);
    const roomy = diagnose(situation(job({ status: 'completed', markdownChars: 0, options: { url: 'https://x.io', timeout: 60000, waitFor: 2000 } })));
    expect(roomy.fixParameters).toEqual({ waitFor: 4000 });
  });

  it('a 403 page that was returned is treated as a block (medium: the status alone is not proof)', () => {
    const d = diagnose(situation(job({ status: 'completed', statusCode: 403, markdownChars: 900 })));
    expect([d.rule?.id, d.confidence, d.fixParameters]).toEqual(['site-blocked', 'medium', { proxy: 'enhanced' }]);
  });

  it('a timeout fix doubles the timeout, at least 30 s, never past 300 s; none when already at 300 s', () => {
    const fixOf = (timeout: number) => diagnose(situation(job({ errorCode: 'SCRAPE_TIMEOUT', options: { url: 'https://x.io', timeout } }))).fixParameters;
    expect(fixOf(5000)).toEqual({ timeout: 30000 });
    expect(fixOf(60000)).toEqual({ timeout: 120000 });
    expect(fixOf(200000)).toEqual({ timeout: 300000 });
    expect(fixOf(300000)).toBeNull();
  });

  it('a search that timed out gets a longer timeout too, but is never re-run (only scrapes are)', () => {
    const d = diagnose(situation(job({ kind: 'search', target: 'query', errorCode: 'SEARCH_TIMEOUT', options: { query: 'q', timeout: 10000 } })));
    expect([d.rule?.id, d.fixParameters]).toEqual(['timeout', { timeout: 30000 }]);
    expect(d.rule?.explain(situation(job({ kind: 'search', options: { timeout: 10000 } })))).toMatch(/^The search ran out of its timeout \(10000 ms\)/);
  });

  it('the job record wins over the words', () => {
    const d = diagnose(situation(job({ errorCode: 'SCRAPE_TIMEOUT' }), 'I think I am rate limited (429)?'));
    expect(d.rule?.id).toBe('timeout');
  });
});

describe('rules matched from the words alone (medium)', () => {
  it.each([
    ['I get 402 Insufficient credits', 'insufficient-credits'],
    ['got HTTP 429 too many requests', 'rate-limited'],
    ['Unauthorized: Token missing when I scrape', 'unauthorized'],
    ['json format says FEATURE_NOT_AVAILABLE', 'feature-unavailable'],
    ['my scrape keeps timing out', 'timeout'],
    ['cloudflare captcha page instead of content', 'site-blocked'],
    ['minAge gives me a 404', 'no-cached-data'],
  ])('%j -> %s', (question, id) => {
    const d = diagnose(situation(null, question));
    expect([d.rule?.id, d.by, d.confidence]).toEqual([id, 'words', 'medium']);
  });

  it('an error code in context counts', () => {
    expect(diagnose(situation(null, 'what now?', { response: { status: 500, code: 'SCRAPE_SSL_ERROR' } })).rule?.id).toBe('tls');
  });

  it('nothing known: no rule, low confidence, no fix', () => {
    expect(diagnose(situation(null, 'hello there'))).toEqual({ rule: null, by: null, confidence: 'low', fixParameters: null });
  });
});

describe('helpers', () => {
  it('findJobId: jobId, else context (id keys first), else the question', () => {
    expect(findJobId({ question: 'x', jobId: JOB.toUpperCase() })).toBe(JOB);
    const other = '11111111-2222-4333-8444-555555555555';
    expect(findJobId({ question: `about ${other}`, context: { trace: 'x', request: { scrapeId: JOB } } })).toBe(JOB);
    expect(findJobId({ question: `what happened to ${other}?` })).toBe(other);
    expect(findJobId({ question: 'no id here', context: { a: [1, 'b'] } })).toBeUndefined();
  });

  it('enginesTried reads the engines named in a failure message', () => {
    expect(enginesTried('All scraping engines failed (tried: http, chromium (enhanced)). a; b')).toEqual(['http', 'chromium (enhanced)']);
    expect(enginesTried('chromium: net::ERR_ABORTED')).toEqual(['chromium']);
    expect(enginesTried(null)).toEqual([]);
  });

  it('applyFix sets options and removes those set to null', () => {
    expect(applyFix({ url: 'u', minAge: 5, timeout: 1000 }, { minAge: null, timeout: 30000 })).toEqual({ url: 'u', timeout: 30000 });
  });
});
