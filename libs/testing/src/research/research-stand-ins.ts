import http from 'http';
import type { AddressInfo } from 'net';
import { fixtureCorpus, type FixturePaper } from './paper-corpus';
import { arxivStandIn } from './stand-ins/arxiv.stand-in';
import { biorxivStandIn } from './stand-ins/biorxiv.stand-in';
import type { Handler, StandInContext, StandInOptions } from './stand-ins/common';
import { europepmcStandIn } from './stand-ins/europepmc.stand-in';
import { openalexStandIn } from './stand-ins/openalex.stand-in';
import { pubmedStandIn } from './stand-ins/pubmed.stand-in';

export { arxivExperimentsText } from './stand-ins/arxiv.stand-in';
export type { StandInOptions } from './stand-ins/common';

/**
 * Local stand-ins for Europe PMC's REST API, the arXiv API and PubMed E-utilities, speaking their
 * real formats (JSON with cursorMark paging; Atom with opensearch paging; esearch JSON with
 * retstart, efetch PubmedArticleSet XML, esummary JSON and elink JSON, with neighbour scores), fed from the fixture corpus. They record
 * every request, can answer 429 (with Retry-After) to the first request of each API, and slip a
 * malformed entry into search pages, as the real services occasionally do.
 */
export type ResearchStandIns = {
  europepmcUrl: string;
  arxivUrl: string;
  pubmedUrl: string;
  biorxivUrl: string;
  /** OpenAlex works API (answers only requests carrying `openalexKey` as api_key) */
  openalexUrl: string;
  corpus: FixturePaper[];
  requests: { api: Api; path: string; status: number }[];
  close(): Promise<void>;
};

type Api = 'europepmc' | 'arxiv' | 'pubmed' | 'biorxiv' | 'openalex';


export async function startResearchStandIns(o: StandInOptions = {}): Promise<ResearchStandIns> {
  const corpus = o.corpus ?? fixtureCorpus();
  const requests: ResearchStandIns['requests'] = [];
  const limited = new Set<string>();
  const ctx: StandInContext = { corpus, byN: new Map(corpus.map((p) => [p.n, p])), o };

  const serve = (api: Api, handler: Handler) =>
    http.createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      if (o.rateLimitFirst && !limited.has(api)) {
        limited.add(api);
        requests.push({ api, path: url.pathname + url.search, status: 429 });
        res.writeHead(429, { 'retry-after': '1', 'content-type': 'text/plain' }).end('Too Many Requests');
        return;
      }
      let out: ReturnType<Handler>;
      try {
        out = handler(url);
      } catch (err) {
        out = { status: 500, type: 'text/plain', body: String(err) };
      }
      requests.push({ api, path: url.pathname + url.search, status: out.status });
      res.writeHead(out.status, { 'content-type': out.type }).end(out.body);
    });

  const servers = [serve('europepmc', europepmcStandIn(ctx)), serve('arxiv', arxivStandIn(ctx)), serve('pubmed', pubmedStandIn(ctx)), serve('biorxiv', biorxivStandIn(ctx)), serve('openalex', openalexStandIn(ctx))];
  await Promise.all(servers.map((s) => new Promise<void>((r) => s.listen(0, '127.0.0.1', () => r()))));
  const [e, a, pm, bx, oa] = servers.map((s) => `http://127.0.0.1:${(s.address() as AddressInfo).port}`);
  return {
    europepmcUrl: e!, arxivUrl: a!, pubmedUrl: pm!, biorxivUrl: bx!, openalexUrl: oa!, corpus, requests,
    close: () => Promise.all(servers.map((s) => new Promise<void>((r) => { s.closeAllConnections(); s.close(() => r()); }))).then(() => undefined),
  };
}

