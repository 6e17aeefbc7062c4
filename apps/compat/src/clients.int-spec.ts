import { startSearxngStandIn, type SearxngStandIn } from '@wsa/search';
import { startPagesServer, startStack, type PagesServer, type Stack } from '@wsa/testing';
import { installedVersion } from './test-support/clients';
import { aiSdkSuite } from './suites/aisdk.suite';
import { cliSuite } from './suites/cli.suite';
import { httpSuite } from './suites/http.suite';
import { jsClientSuite } from './suites/js-client.suite';
import type { MatrixContext } from './suites/matrix-context';
import { mcpSuite } from './suites/mcp.suite';

// The client matrix: the pinned releases of the official clients (apps/compat/clients/package.json,
// bumped by scripts/bump-clients.js) against the whole service started as `npm start` does.
const ctx: MatrixContext = { baseUrl: '', apiKey: '', pagesUrl: '', credits: 100, maxConcurrency: 3 };
let stack: Stack;
let pages: PagesServer;
let searx: SearxngStandIn;

beforeAll(async () => {
  pages = await startPagesServer();
  searx = await startSearxngStandIn();
  stack = await startStack({ SEARXNG_URL: searx.url, TEAM_MAX_CONCURRENCY: String(ctx.maxConcurrency) });
  const { apiKey } = await stack.admin('keys', 'create', '--team', 'compat-team', '--credits', String(ctx.credits));
  Object.assign(ctx, { baseUrl: stack.baseUrl, apiKey: String(apiKey), pagesUrl: pages.url });
  console.log(['firecrawl-mcp', 'firecrawl-cli', 'firecrawl-aisdk'].map((p) => `${p}@${installedVersion(p)}`).join(' '));
}, 180000);

afterAll(async () => {
  await stack?.stop();
  await pages?.close();
  await searx?.close();
});

describe('HTTP wire details', () => httpSuite(ctx));
describe(`firecrawl-mcp (stdio)`, () => mcpSuite(ctx));
describe('firecrawl-cli (process)', () => cliSuite(ctx));
describe('firecrawl-aisdk (tools)', () => aiSdkSuite(ctx));
// last: its usage checks count the credits every call above spent
describe('@mendable/firecrawl-js', () => jsClientSuite(ctx));
