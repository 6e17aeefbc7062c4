import { failedWith, has, num, said, scrapeOf, type FailureRule, type Situation } from './rule';

const DEFAULT_TIMEOUT = 60000;
const MAX_TIMEOUT = 300000;
const EMPTY_PAGE_CHARS = 200;

// the job's stored request (a search's options hold its own timeout too)
const opt = (s: Situation, key: string) => s.facts?.options[key];
const isPdf = (s: Situation) => /\.pdf(?:$|[?#])/i.test(scrapeOf(s)?.target ?? '') || failedWith(s, 'SCRAPE_PDF_ERROR');

/** Twice the timeout that ran out, at least 30 s, at most the contract's 300 s; waitFor must stay <= half of it. */
function longerTimeout(s: Situation) {
  const before = num(opt(s, 'timeout')) ?? DEFAULT_TIMEOUT;
  if (before >= MAX_TIMEOUT) return null;
  return { timeout: Math.min(MAX_TIMEOUT, Math.max(2 * before, 30000)) };
}

function waitLonger(s: Situation) {
  const waitFor = num(opt(s, 'waitFor')) ?? 0;
  const next = Math.min(30000, Math.max(3000, 2 * waitFor));
  const timeout = num(opt(s, 'timeout')) ?? DEFAULT_TIMEOUT;
  return timeout >= 2 * next + 10000 ? { waitFor: next } : { waitFor: next, timeout: Math.min(MAX_TIMEOUT, 2 * next + 10000) };
}

// Scrape failures, recognised first from the job record (its error code, status code and
// stored document), else from the caller's words.
export const SCRAPE_RULES: FailureRule[] = [
  {
    id: 'timeout', validate: true, doc: 'docs/scraping.md',
    match: (s) => (failedWith(s, 'SCRAPE_TIMEOUT', 'SEARCH_TIMEOUT') ? 'job' : said(s, [408, 504], ['SCRAPE_TIMEOUT', 'SEARCH_TIMEOUT'], /tim(?:e|ed|ing) ?out|takes too long/) ? 'words' : null),
    fix: longerTimeout,
    explain: (s) => {
      const t = num(opt(s, 'timeout')) ?? DEFAULT_TIMEOUT;
      const actions = Array.isArray(opt(s, 'actions')) ? ' The request also runs actions: each one and every wait count against the same timeout.' : '';
      return `The ${s.facts?.kind === 'search' ? 'search' : 'scrape'} ran out of its timeout (${t} ms) before the page was ready (${s.facts?.errorMessage ?? 'SCRAPE_TIMEOUT'}). Slow sites, large pages and Chromium rendering need more time: raise \`timeout\` (1000 to 300000 ms; \`waitFor\` must stay at most half of it), or ask for fewer formats (screenshots and PDFs cost the most).${actions}`;
    },
  },
  {
    id: 'site-blocked', validate: true, doc: 'docs/scraping.md',
    match: (s) => {
      if (failedWith(s, 'SCRAPE_SITE_BLOCKED')) return 'job';
      const code = scrapeOf(s)?.statusCode;
      if (code === 403 || code === 429 || code === 503) return 'job';
      return said(s, [403], ['SCRAPE_SITE_BLOCKED'], /blocked|captcha|cloudflare|access denied|anti-?bot|bot check/) ? 'words' : null;
    },
    jobConfidence: 'medium',
    fix: (s) => (opt(s, 'proxy') === 'enhanced' || opt(s, 'proxy') === 'stealth' ? null : { proxy: 'enhanced' }),
    explain: (s) => `The site refused the scraper (${s.facts?.errorMessage ?? (scrapeOf(s)?.statusCode ? `HTTP ${scrapeOf(s)?.statusCode}` : 'a block page')}). \`proxy: "enhanced"\` (older name \`stealth\`) retries in a stealth Chromium through the operator's proxy (PROXY_URL, or PROXY_URLS_BY_COUNTRY with \`location.country\`); \`proxy: "auto"\` does so only after a block. Without PROXY_URL the stealth browser uses this server's own address, which a site that blocks by address still refuses.`,
  },
  {
    id: 'dns', validate: false, doc: 'docs/troubleshooting.md',
    match: (s) => (failedWith(s, 'SCRAPE_DNS_RESOLUTION_ERROR') ? 'job' : said(s, [], ['SCRAPE_DNS_RESOLUTION_ERROR'], /\bdns\b|enotfound|could not resolve|resolution failed/) ? 'words' : null),
    explain: (s) => `The host name did not resolve (${s.facts?.errorMessage ?? 'DNS resolution failed'}): check the spelling of the URL's host, that the site still exists, and that this server can resolve names (its DNS settings). The answer is HTTP 200 with success false and code SCRAPE_DNS_RESOLUTION_ERROR, like the reference service; it is not charged. No option of the request changes this.`,
  },
  {
    id: 'blocked-target', validate: false, doc: 'docs/self-hosting.md',
    match: (s) => (failedWith(s, 'SCRAPE_BLOCKED_TARGET', 'unsafe_domain_blocked') ? 'job' : said(s, [], ['SCRAPE_BLOCKED_TARGET'], /private address|loopback|localhost|127\.0\.0\.1/) ? 'words' : null),
    explain: () => 'The URL resolves to a private, loopback, link-local or cloud-metadata address, which this server refuses to scrape unless its operator starts it with ALLOW_LOCAL_TARGETS=true (for a site on the same machine or network). The check is made on every resolved address and redirect.',
  },
  {
    id: 'tls', validate: true, doc: 'docs/scraping.md',
    match: (s) => (failedWith(s, 'SCRAPE_SSL_ERROR') ? 'job' : said(s, [], ['SCRAPE_SSL_ERROR'], /certificate|\bssl\b|\btls\b/) ? 'words' : null),
    fix: (s) => (opt(s, 'skipTlsVerification') === true ? null : { skipTlsVerification: true }),
    explain: () => "The site's TLS certificate did not verify (expired, self-signed or for another name). `skipTlsVerification: true` scrapes it anyway (the default is true unless `headers` or `actions` are given).",
  },
  {
    id: 'no-cached-data', validate: true, doc: 'docs/caching.md',
    match: (s) => (failedWith(s, 'SCRAPE_NO_CACHED_DATA', 'SCRAPE_LOCKDOWN_CACHE_MISS') ? 'job' : said(s, [], ['SCRAPE_NO_CACHED_DATA', 'SCRAPE_LOCKDOWN_CACHE_MISS'], /min.?age|no cached|cache miss|lockdown/) ? 'words' : null),
    fix: (s) => (opt(s, 'lockdown') === true || failedWith(s, 'SCRAPE_LOCKDOWN_CACHE_MISS') ? { lockdown: null } : { minAge: null }),
    explain: () => 'The request asked for the cache only (`minAge`, or `lockdown: true`) and the cache had no copy of this URL young enough (404 SCRAPE_NO_CACHED_DATA). Drop `minAge`/`lockdown` to let the server fetch the page (a fresh scrape, which is then cached for `maxAge` callers), or first scrape it once without them. Cached copies are kept CACHE_RETENTION_HOURS (168) and are per URL, so a different query string is a different page.',
  },
  {
    id: 'pdf', validate: true, doc: 'docs/scraping.md',
    match: (s) => (failedWith(s, 'SCRAPE_PDF_ERROR') || (isPdf(s) && (s.facts?.status === 'failed' || (scrapeOf(s)?.markdownChars ?? 1) < EMPTY_PAGE_CHARS)) ? 'job' : has(s, /\bpdf\b/) ? 'words' : null),
    fix: () => ({ parsers: [{ type: 'pdf', mode: 'ocr' }] }),
    explain: (s) => `PDFs are parsed by their text layer; a scanned PDF has none, so its markdown comes out empty (${s.facts?.errorMessage ?? 'or the parser failed'}). \`parsers: [{type: "pdf", mode: "ocr"}]\` reads the pages with OCR (tesseract; slower, 1 credit per page); \`maxPages\` bounds the cost, and \`parsers: []\` returns the raw PDF as base64 for a flat credit.`,
  },
  {
    id: 'empty-page', validate: true, doc: 'docs/scraping.md', jobConfidence: 'medium',
    match: (s) => {
      const job = scrapeOf(s);
      if (job?.status === 'completed' && (job.markdownChars ?? EMPTY_PAGE_CHARS) < EMPTY_PAGE_CHARS) return 'job';
      return has(s, /empty|blank|no content|missing content|javascript|not rendered|single.?page app|\bspa\b/) ? 'words' : null;
    },
    fix: waitLonger,
    explain: (s) => `The page came back with almost no text (${scrapeOf(s)?.markdownChars ?? 'little'} characters of markdown): it is most likely drawn by JavaScript after load, and the content was not there yet. \`waitFor\` (ms) lets Chromium wait before reading the page (it must stay at most half of \`timeout\`); for content behind a click or a scroll use \`actions\` (\`{type: "wait", selector: "…"}\`, \`click\`, \`scroll\`). \`onlyMainContent: false\` helps when the text is outside what looks like the main content.`,
  },
  {
    id: 'action-failed', validate: false, doc: 'docs/interact.md',
    match: (s) => (failedWith(s, 'SCRAPE_ACTION_ERROR') ? 'job' : said(s, [], ['SCRAPE_ACTION_ERROR'], /\baction\b.*(fail|error)|selector/) ? 'words' : null),
    explain: (s) => `An action could not run (${s.facts?.errorMessage ?? 'SCRAPE_ACTION_ERROR'}). Check its selector against the page as Chromium sees it (a \`wait\` with that \`selector\` first makes later actions wait for it), keep the total of waits within 60 s, and at most 50 actions. To explore a page interactively, open an interact session on a scrape (POST /v2/scrape/{jobId}/interact).`,
  },
  {
    id: 'connection', validate: true, doc: 'docs/troubleshooting.md',
    match: (s) => (failedWith(s, 'SCRAPE_CONNECTION_ERROR') ? 'job' : said(s, [502], ['SCRAPE_CONNECTION_ERROR'], /econnrefused|connection (refused|reset)|socket hang up/) ? 'words' : null),
    fix: () => ({}),
    explain: (s) => `The site refused or dropped the connection (${s.facts?.errorMessage ?? 'SCRAPE_CONNECTION_ERROR'}). This is often transient (the answer is 502 so clients retry); if it persists the site is down or refuses this server's address (try \`proxy: "enhanced"\` with a PROXY_URL).`,
  },
  {
    id: 'engines-failed', validate: true, doc: 'docs/troubleshooting.md', jobConfidence: 'medium',
    match: (s) => (failedWith(s, 'SCRAPE_ALL_ENGINES_FAILED') ? 'job' : said(s, [], ['SCRAPE_ALL_ENGINES_FAILED'], /all (scraping )?engines failed/) ? 'words' : null),
    // the stealth attempt is the one engine left to try, unless it already ran
    fix: (s) => (opt(s, 'proxy') === 'enhanced' || opt(s, 'proxy') === 'stealth' || s.facts?.enginesTried.some((e) => e.includes('enhanced')) ? null : { proxy: 'enhanced' }),
    explain: (s) => `Every engine failed (${s.facts?.errorMessage ?? 'SCRAPE_ALL_ENGINES_FAILED'}${s.facts?.enginesTried.length ? `; tried ${s.facts.enginesTried.join(', ')}` : ''}). The HTTP engine is tried first and Chromium when the page needs it; \`proxy: "enhanced"\` tries a stealth Chromium (through PROXY_URL when set) directly. The message names each engine's failure; an operator finds the detail in the scrape worker's log under the job id.`,
  },
  {
    id: 'too-large', validate: false, doc: 'docs/scraping.md',
    match: (s) => (failedWith(s, 'SCRAPE_TOO_LARGE', 'SCRAPE_MEDIA_ERROR') ? 'job' : null),
    explain: (s) => `The target was over a size limit of this server (${s.facts?.errorMessage ?? ''}). Scrape a smaller page, a PDF with \`maxPages\`, or have the operator raise the MEDIA_MAX_* limits for audio and video.`,
  },
];
