import { failedWith, said, type FailureRule } from './rule';

// Failures of the call itself (account, limits, features): the gateway refuses them before a job
// exists, so they are mostly recognised from the caller's words.
export const ACCOUNT_RULES: FailureRule[] = [
  {
    id: 'insufficient-credits', validate: false, doc: 'docs/api-keys-and-credits.md',
    match: (s) => (failedWith(s, 'INSUFFICIENT_CREDITS') ? 'job' : said(s, [402], ['INSUFFICIENT_CREDITS'], /insufficient credits|out of credits|no credits/) ? 'words' : null),
    explain: () => 'The team has too few credits for the call (402 "Insufficient credits to perform this request."). A scrape needs a balance of at least 1 to start; a search the team cannot fully afford gets a lower limit and a warning. The operator adds credits with `npm run admin -- credits grant --team <name> --amount <n>`; GET /v2/team/credit-usage shows the balance.',
  },
  {
    id: 'rate-limited', validate: false, doc: 'docs/api-keys-and-credits.md',
    match: (s) => (said(s, [429], ['RATE_LIMIT_EXCEEDED'], /rate.?limit|too many requests/) ? 'words' : null),
    explain: () => 'The call was over a rate limit (429). Each key may make RATE_LIMIT_KEY_PER_MIN requests a minute (600 by default, or the team\'s own limit); searches without a key are limited per client address (RATE_LIMIT_ANON_PER_MIN, 10). Wait for the minute to pass and retry with backoff, send an API key with searches, or have the operator raise the team\'s limit: `npm run admin -- team set --team <name> --rate-limit <n>`.',
  },
  {
    id: 'unauthorized', validate: false, doc: 'docs/api-keys-and-credits.md',
    match: (s) => (said(s, [401], ['UNAUTHORIZED'], /unauthori[sz]ed|token missing|invalid token|invalid api key/) ? 'words' : null),
    explain: () => 'The call had no valid API key (401). Send `Authorization: Bearer wsa-…` with a key of this server (keys of other services do not work here); the operator creates one with `npm run admin -- keys create --team <name> --credits <n>`. Only searches may be made without a key.',
  },
  {
    id: 'feature-unavailable', validate: false, doc: 'docs/troubleshooting.md',
    match: (s) => (said(s, [501], ['FEATURE_NOT_AVAILABLE', 'NOT_IMPLEMENTED'], /not available on this server|not implemented|needs a (language )?model|llm_base_url/) ? 'words' : null),
    explain: () => 'The call asked for something this server does not do as configured. Formats written by a language model (json, summary, the question format, the freeform query, changeTracking mode json, interact prompts) answer 400 FEATURE_NOT_AVAILABLE until a model is configured (LLM_BASE_URL); endpoints outside the contract (crawl, map, batch, extract, agent) answer 404, and endpoints not built yet 501 NOT_IMPLEMENTED. Use the model-free formats (markdown, html, links, highlights, the directQuote query) instead.',
  },
];
