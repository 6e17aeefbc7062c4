import { normaliseExternalId } from '../lib/paper-ref';
import { cleanText, type PaperRecord, type SourcePage } from '../lib/paper-record';

// PubMed's "similar articles": elink cmd=neighbor_score (scored neighbours) and esummary (the
// records of neighbours the index does not hold yet), both retmode=json.

export type ScoredPmid = { pmid: string; score: number };

/**
 * elink cmd=neighbor_score retmode=json: the `pubmed_pubmed` neighbours of one PMID with their
 * relatedness scores (`links: [{id, score}]`, strings as NCBI writes them), best first, the PMID
 * itself (listed first by NCBI) dropped. No linkset for that list: no neighbours.
 */
export function parseElinkScores(body: string, pmid: string, linkname = 'pubmed_pubmed'): ScoredPmid[] {
  const r = JSON.parse(body) as { ERROR?: unknown; linksets?: { ids?: unknown[]; linksetdbs?: { linkname?: unknown; links?: unknown[] }[] }[] };
  if (typeof r.ERROR === 'string') throw new Error(`elink: ${r.ERROR}`);
  if (!Array.isArray(r.linksets)) throw new Error('elink: no linksets');
  const set = r.linksets.find((s) => (s.ids ?? []).map(String).includes(pmid)) ?? r.linksets[0];
  const links = set?.linksetdbs?.find((d) => d.linkname === linkname)?.links ?? [];
  const out = new Map<string, number>();
  for (const link of links) {
    if (!link || typeof link !== 'object') continue;
    const { id, score } = link as { id?: unknown; score?: unknown };
    const value = Number(score);
    if ((typeof id !== 'string' && typeof id !== 'number') || !/^\d+$/.test(String(id)) || String(id) === pmid || !Number.isFinite(value)) continue;
    if (!out.has(String(id))) out.set(String(id), value);
  }
  return [...out].map(([p, score]) => ({ pmid: p, score })).sort((a, b) => b.score - a.score);
}

const MONTHS: Record<string, string> = { jan: '01', feb: '02', mar: '03', apr: '04', may: '05', jun: '06', jul: '07', aug: '08', sep: '09', oct: '10', nov: '11', dec: '12' };

/** esummary's `sortpubdate` ("2021/03/04 00:00"), else `pubdate` ("2021 Mar 4", "2021 Mar", "2021"). */
function summaryDate(doc: Record<string, unknown>): string | null {
  const sort = /^(\d{4})\/(\d{2})\/(\d{2})/.exec(String(doc.sortpubdate ?? ''));
  if (sort) return `${sort[1]}-${sort[2]}-${sort[3]}`;
  const m = /^(\d{4})(?:\s+([A-Za-z]{3})[a-z]*(?:\s+(\d{1,2}))?)?/.exec(String(doc.pubdate ?? '').trim());
  if (!m) return null;
  return `${m[1]}-${(m[2] && MONTHS[m[2].toLowerCase()]) ?? '01'}-${(m[3] ?? '1').padStart(2, '0')}`;
}

/**
 * esummary retmode=json: a record per document summary (title, authors, date, DOI and PMCID; an
 * esummary has no abstract). Summaries with an `error` (unknown PMIDs) or no title are listed as
 * malformed.
 */
export function parseEsummary(body: string): SourcePage {
  const r = JSON.parse(body) as { error?: unknown; result?: Record<string, unknown> & { uids?: unknown } };
  if (typeof r.error === 'string') throw new Error(`esummary: ${r.error}`);
  if (!r.result || !Array.isArray(r.result.uids)) throw new Error('esummary: no result');
  const records: PaperRecord[] = [];
  const malformed: string[] = [];
  for (const uid of r.result.uids.map(String)) {
    const doc = (r.result[uid] ?? {}) as Record<string, unknown>;
    const pmid = normaliseExternalId('pmid', String(doc.uid ?? uid));
    const title = cleanText(doc.title).replace(/\.$/, '');
    if (typeof doc.error === 'string' || !pmid || !title) {
      malformed.push(`summary ${uid}: ${typeof doc.error === 'string' ? doc.error : 'no title'}`);
      continue;
    }
    const ids: PaperRecord['ids'] = { pmid };
    for (const a of Array.isArray(doc.articleids) ? (doc.articleids as { idtype?: unknown; value?: unknown }[]) : []) {
      const ns = a.idtype === 'doi' ? 'doi' : a.idtype === 'pmc' ? 'pmcid' : null;
      const v = ns ? normaliseExternalId(ns, cleanText(a.value)) : null;
      if (ns && v) ids[ns] = v;
    }
    const authors = (Array.isArray(doc.authors) ? (doc.authors as { name?: unknown }[]) : [])
      .map((a) => ({ name: cleanText(a.name), affiliation: null }))
      .filter((a) => a.name);
    records.push({ ids, title, abstract: '', authors, categories: [], publishedDate: summaryDate(doc), updatedDate: null, source: 'pubmed' });
  }
  return { records, malformed, next: null, total: records.length };
}
