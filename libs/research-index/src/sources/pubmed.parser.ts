import { DOMParser } from 'linkedom';
import { normaliseExternalId } from '../lib/paper-ref';
import { cleanText, type PaperRecord, type SourcePage } from '../lib/paper-record';

// PubMed E-utilities answers: esearch (JSON: ids of a query page) and efetch (PubmedArticleSet XML).

type El = { textContent: string | null; getAttribute(n: string): string | null; getElementsByTagName(n: string): ArrayLike<El> };
const first = (e: El, tag: string): El | undefined => e.getElementsByTagName(tag)[0];
const text = (e: El | undefined, tag: string) => (e ? cleanText(first(e, tag)?.textContent ?? '') : '');

/** esearch with retmode=json: the PMIDs of one page and the total count. */
export function parseEsearch(body: string): { ids: string[]; count: number } {
  const r = (JSON.parse(body) as { esearchresult?: { idlist?: unknown; count?: unknown; ERROR?: unknown } }).esearchresult;
  if (!r || typeof r.ERROR === 'string') throw new Error(`esearch: ${String(r?.ERROR ?? 'no esearchresult')}`);
  const ids = Array.isArray(r.idlist) ? r.idlist.filter((x): x is string => typeof x === 'string' && /^\d+$/.test(x)) : [];
  return { ids, count: Number(r.count) || 0 };
}

const MONTHS: Record<string, string> = { jan: '01', feb: '02', mar: '03', apr: '04', may: '05', jun: '06', jul: '07', aug: '08', sep: '09', oct: '10', nov: '11', dec: '12' };

function pubDate(article: El): string | null {
  const d = first(article, 'PubDate') ?? first(article, 'ArticleDate');
  const year = text(d, 'Year');
  if (!/^\d{4}$/.test(year)) return null;
  const m = text(d, 'Month');
  const month = /^\d{1,2}$/.test(m) ? m.padStart(2, '0') : MONTHS[m.slice(0, 3).toLowerCase()] ?? '01';
  const day = text(d, 'Day');
  return `${year}-${month}-${/^\d{1,2}$/.test(day) ? day.padStart(2, '0') : '01'}`;
}

/** One PubmedArticle as a PaperRecord; null without PMID or title. */
export function pubmedRecord(a: El): PaperRecord | null {
  const citation = first(a, 'MedlineCitation');
  const pmid = normaliseExternalId('pmid', text(citation, 'PMID'));
  const title = text(a, 'ArticleTitle').replace(/\.$/, '');
  if (!pmid || !title) return null;
  const ids: PaperRecord['ids'] = { pmid };
  for (const id of Array.from(a.getElementsByTagName('ArticleId'))) {
    const type = id.getAttribute('IdType');
    if (type === 'doi' || type === 'pmc') {
      const ns = type === 'doi' ? 'doi' : 'pmcid';
      const v = normaliseExternalId(ns, cleanText(id.textContent));
      if (v) ids[ns] = v;
    }
  }
  const abstract = Array.from(a.getElementsByTagName('AbstractText')).map((p) => {
    const label = p.getAttribute('Label');
    return `${label ? `${label}: ` : ''}${cleanText(p.textContent)}`;
  }).join(' ');
  const authors = Array.from(a.getElementsByTagName('Author')).map((au) => {
    const name = text(au, 'CollectiveName') || `${text(au, 'ForeName')} ${text(au, 'LastName')}`.trim();
    return { name, affiliation: text(au, 'Affiliation') || null };
  }).filter((x) => x.name);
  const keywords = Array.from(a.getElementsByTagName('DescriptorName')).map((d) => cleanText(d.textContent)).filter(Boolean).slice(0, 20);
  return { ids, title, abstract, authors, categories: keywords, publishedDate: pubDate(a), updatedDate: null, source: 'pubmed' };
}

/** efetch rettype=abstract retmode=xml: the articles it holds, malformed ones listed. */
export function parseEfetch(xml: string): SourcePage {
  const doc = new DOMParser().parseFromString(xml, 'text/xml') as unknown as El;
  const records: PaperRecord[] = [];
  const malformed: string[] = [];
  for (const [i, a] of Array.from(doc.getElementsByTagName('PubmedArticle')).entries()) {
    const rec = pubmedRecord(a);
    if (rec) records.push(rec);
    else malformed.push(`PubmedArticle ${i} has no PMID or title`);
  }
  return { records, malformed, next: null, total: null };
}

/** elink link names (https://eutils.ncbi.nlm.nih.gov/entrez/query/static/entrezlinks.html). */
export const ELINK_NAMES = { citers: 'pubmed_pubmed_citedin', references: 'pubmed_pubmed_refs', similar: 'pubmed_pubmed' } as const;

/**
 * elink with retmode=json: the PMIDs one link of one PMID leads to, in NCBI's order (for similar
 * articles: by relatedness, and the PMID itself first, which is dropped). No `linksetdbs`: no links.
 */
export function parseElink(body: string, pmid: string, linkname: string): string[] {
  const r = JSON.parse(body) as { ERROR?: unknown; linksets?: { ids?: unknown[]; linksetdbs?: { linkname?: unknown; links?: unknown[] }[] }[] };
  if (typeof r.ERROR === 'string') throw new Error(`elink: ${r.ERROR}`);
  if (!Array.isArray(r.linksets)) throw new Error('elink: no linksets');
  const set = r.linksets.find((s) => (s.ids ?? []).map(String).includes(pmid)) ?? r.linksets[0];
  const links = set?.linksetdbs?.find((d) => d.linkname === linkname)?.links ?? [];
  return [...new Set(links.map(String).filter((x) => /^\d+$/.test(x) && x !== pmid))];
}
