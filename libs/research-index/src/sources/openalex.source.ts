import type { PaperRecord, SourcePage } from '../lib/paper-record';
import { openalexId, parseOpenalexWork, parseOpenalexWorks } from './openalex.parser';
import { SourceClient, SourceNotFound } from './source-client';

// OpenAlex (https://docs.openalex.org): the cross-discipline citation graph, used only when the
// operator supplies a key (OPENALEX_API_KEY, sent as `api_key`). 10 requests a second.
export type OpenalexOptions = { baseUrl: string; apiKey: string; contactEmail?: string; fetchImpl?: typeof fetch };

// the `select` keeps answers small: what openalexRecord reads
const SELECT = 'id,doi,title,display_name,publication_date,updated_date,ids,abstract_inverted_index,authorships,primary_topic,locations';

export class OpenalexSource {
  private readonly client: SourceClient;

  constructor(private readonly o: OpenalexOptions) {
    this.client = new SourceClient({ name: 'OpenAlex', baseUrl: o.baseUrl, ratePerSec: 10, burst: 10, contactEmail: o.contactEmail, fetchImpl: o.fetchImpl });
  }

  private common() {
    return { api_key: this.o.apiKey, mailto: this.o.contactEmail };
  }

  /** The OpenAlex id of a paper, by its DOI, PMID, PMCID or arXiv DOI (first that resolves); null when none does. */
  async resolve(ids: PaperRecord['ids'], deadline: number): Promise<string | null> {
    if (ids.openalex) return ids.openalex;
    const keys = [ids.doi && `doi:${ids.doi}`, ids.pmid && `pmid:${ids.pmid}`, ids.pmcid && `pmcid:${ids.pmcid}`, ids.arxiv && `doi:10.48550/arxiv.${ids.arxiv}`].filter((k): k is string => !!k);
    for (const key of keys) {
      try {
        return openalexId(parseOpenalexWork(await this.client.get(`/works/${key}`, { select: 'id', ...this.common() }, deadline)).id);
      } catch (err) {
        if (!(err instanceof SourceNotFound)) throw err;
      }
    }
    return null;
  }

  /** Works citing the paper (`filter=cites:W..`) or cited by it (`filter=cited_by:W..`), cursor-paged, at most `max`. */
  async links(ids: PaperRecord['ids'], kind: 'citers' | 'references', max: number, deadline: number): Promise<SourcePage> {
    const work = await this.resolve(ids, deadline);
    const out: SourcePage = { records: [], malformed: [], next: null, total: 0 };
    if (!work) return out;
    let cursor: string | null = '*';
    while (cursor && out.records.length < max) {
      const page = parseOpenalexWorks(await this.client.get('/works', {
        filter: `${kind === 'citers' ? 'cites' : 'cited_by'}:${work}`, 'per-page': Math.min(200, max), cursor, select: SELECT, ...this.common(),
      }, deadline));
      out.records.push(...page.records);
      out.malformed.push(...page.malformed);
      out.total = page.total;
      cursor = page.records.length + page.malformed.length > 0 ? page.next : null;
    }
    out.records = out.records.slice(0, max);
    return out;
  }
}
