import type { PaperRecord, SourcePage } from '../lib/paper-record';
import { parseEuropepmcLinks, parseEuropepmcSearch } from './europepmc.parser';
import { SourceClient, SourceNotFound } from './source-client';

// Europe PMC REST (https://europepmc.org/RestfulWebService): search over PubMed, PMC and preprints
// (bioRxiv/medRxiv), citations and references, open-access full text as JATS. Its guidance asks
// for at most about 10 requests per second and an email with heavy use.
export type EuropepmcOptions = { baseUrl: string; contactEmail?: string; fetchImpl?: typeof fetch };

const QUERY_FIELD = { doi: 'DOI', pmid: 'EXT_ID', pmcid: 'PMCID', arxiv: 'DOI' } as const;

export class EuropepmcSource {
  private readonly client: SourceClient;

  constructor(private readonly o: EuropepmcOptions) {
    this.client = new SourceClient({ name: 'Europe PMC', baseUrl: o.baseUrl, ratePerSec: 8, burst: 8, contactEmail: o.contactEmail, fetchImpl: o.fetchImpl });
  }

  /** One page of a search; `cursor` '*' for the first page, then the page's `next`. */
  async search(query: string, pageSize: number, cursor: string, deadline: number): Promise<SourcePage> {
    const body = await this.client.get('/search', { query, format: 'json', resultType: 'core', pageSize: Math.min(pageSize, 1000), cursorMark: cursor, email: this.o.contactEmail }, deadline);
    return parseEuropepmcSearch(body);
  }

  /** The record of one external id, or null when Europe PMC has none. */
  async lookup(namespace: 'doi' | 'pmid' | 'pmcid' | 'arxiv', value: string, deadline: number): Promise<PaperRecord | null> {
    const term = namespace === 'arxiv' ? `"10.48550/arxiv.${value}"` : `"${value}"`;
    const query = `${QUERY_FIELD[namespace]}:${term}${namespace === 'pmid' ? ' AND SRC:MED' : ''}`;
    const page = await this.search(query, 5, '*', deadline);
    return page.records.find((r) => r.ids[namespace] === value) ?? null;
  }

  /** Citing papers or references of a record, up to `max` (pages of 100). */
  async links(ids: PaperRecord['ids'], kind: 'citations' | 'references', max: number, deadline: number): Promise<SourcePage> {
    const address = ids.pmid ? `MED/${ids.pmid}` : ids.pmcid ? `PMC/${ids.pmcid}` : ids.ppr ? `PPR/${ids.ppr}` : null;
    if (!address) return { records: [], malformed: [], next: null, total: 0 };
    const out: SourcePage = { records: [], malformed: [], next: null, total: null };
    for (let pageNo = 1; out.records.length < max; pageNo++) {
      const page = parseEuropepmcLinks(await this.client.get(`/${address}/${kind}`, { page: pageNo, pageSize: 100, format: 'json' }, deadline), kind);
      out.records.push(...page.records);
      out.malformed.push(...page.malformed);
      out.total = page.total;
      if (page.records.length + page.malformed.length < 100 || (page.total !== null && pageNo * 100 >= page.total)) break;
    }
    out.records = out.records.slice(0, max);
    return out;
  }

  /** Open-access full text (JATS XML) of a PMC article; null when there is none. */
  async fullTextXml(pmcid: string, deadline: number): Promise<string | null> {
    try {
      return await this.client.get(`/${pmcid}/fullTextXML`, {}, deadline);
    } catch (err) {
      if (err instanceof SourceNotFound) return null;
      throw err;
    }
  }
}
