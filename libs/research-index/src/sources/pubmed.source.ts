import type { SourcePage } from '../lib/paper-record';
import { parseElinkScores, parseEsummary, type ScoredPmid } from './pubmed-similar.parser';
import { ELINK_NAMES, parseEfetch, parseElink, parseEsearch } from './pubmed.parser';
import { SourceClient } from './source-client';

// PubMed E-utilities (https://www.ncbi.nlm.nih.gov/books/NBK25500/): 3 requests per second, 10
// with an API key; `tool` and `email` identify the caller as NCBI asks.
export type PubmedOptions = { baseUrl: string; apiKey?: string; contactEmail?: string; fetchImpl?: typeof fetch };

export class PubmedSource {
  private readonly client: SourceClient;

  constructor(private readonly o: PubmedOptions) {
    const rate = o.apiKey ? 10 : 3;
    this.client = new SourceClient({ name: 'PubMed', baseUrl: o.baseUrl, ratePerSec: rate, burst: rate, contactEmail: o.contactEmail, fetchImpl: o.fetchImpl });
  }

  private common() {
    return { tool: 'wsa-research-index', email: this.o.contactEmail, api_key: this.o.apiKey };
  }

  /** One page of a query (esearch, then efetch of its PMIDs); `next` is the following retstart. */
  async search(term: string, retstart: number, retmax: number, deadline: number, window?: { from: string | null; to: string | null }): Promise<SourcePage> {
    const dates = window && (window.from || window.to)
      ? { datetype: 'pdat', mindate: (window.from ?? '1800-01-01').replace(/-/g, '/'), maxdate: (window.to ?? '3000-01-01').replace(/-/g, '/') } : {};
    const found = parseEsearch(await this.client.get('/esearch.fcgi', { db: 'pubmed', term, retstart, retmax, retmode: 'json', ...dates, ...this.common() }, deadline));
    if (found.ids.length === 0) return { records: [], malformed: [], next: null, total: found.count };
    const page = parseEfetch(await this.client.get('/efetch.fcgi', { db: 'pubmed', id: found.ids.join(','), rettype: 'abstract', retmode: 'xml', ...this.common() }, deadline));
    const end = retstart + found.ids.length;
    return { ...page, next: end < found.count ? String(end) : null, total: found.count };
  }

  /**
   * The papers one PubMed link of a PMID leads to (elink: cited-by, references, similar articles),
   * as records (efetch, 200 PMIDs a request), at most `max`, in NCBI's order.
   */
  async links(pmid: string, kind: keyof typeof ELINK_NAMES, max: number, deadline: number): Promise<SourcePage> {
    const linkname = ELINK_NAMES[kind];
    const linked = parseElink(await this.client.get('/elink.fcgi', { dbfrom: 'pubmed', db: 'pubmed', id: pmid, linkname, retmode: 'json', ...this.common() }, deadline), pmid, linkname).slice(0, max);
    const out: SourcePage = { records: [], malformed: [], next: null, total: linked.length };
    for (let i = 0; i < linked.length; i += 200) {
      const page = parseEfetch(await this.client.get('/efetch.fcgi', { db: 'pubmed', id: linked.slice(i, i + 200).join(','), rettype: 'abstract', retmode: 'xml', ...this.common() }, deadline));
      out.records.push(...page.records);
      out.malformed.push(...page.malformed);
    }
    return out;
  }

  /** PubMed's similar articles of a PMID with their relatedness scores (elink cmd=neighbor_score), best first, at most `max`. */
  async similar(pmid: string, max: number, deadline: number): Promise<ScoredPmid[]> {
    const body = await this.client.get('/elink.fcgi', { dbfrom: 'pubmed', db: 'pubmed', id: pmid, cmd: 'neighbor_score', linkname: ELINK_NAMES.similar, retmode: 'json', ...this.common() }, deadline);
    return parseElinkScores(body, pmid, ELINK_NAMES.similar).slice(0, max);
  }

  /** Records of PMIDs from their document summaries (esummary, 200 a request): titles, authors, dates, ids; no abstracts. */
  async summaries(pmids: string[], deadline: number): Promise<SourcePage> {
    const out: SourcePage = { records: [], malformed: [], next: null, total: pmids.length };
    for (let i = 0; i < pmids.length; i += 200) {
      const page = parseEsummary(await this.client.get('/esummary.fcgi', { db: 'pubmed', id: pmids.slice(i, i + 200).join(','), retmode: 'json', ...this.common() }, deadline));
      out.records.push(...page.records);
      out.malformed.push(...page.malformed);
    }
    return out;
  }
}
