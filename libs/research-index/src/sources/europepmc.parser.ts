import { normaliseExternalId } from '../lib/paper-ref';
import { cleanText, isoDay, type PaperRecord, type SourcePage } from '../lib/paper-record';

// Europe PMC REST answers (format=json, resultType=core): search results, citations, references.

type Json = Record<string, unknown>;
const obj = (v: unknown): Json => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {});
const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/** The ids of one Europe PMC record; `source`/`id` also address its citations and references. */
export function europepmcIds(r: Json): PaperRecord['ids'] {
  const ids: PaperRecord['ids'] = {};
  const doi = normaliseExternalId('doi', str(r.doi));
  const pmid = normaliseExternalId('pmid', str(r.pmid) || (r.source === 'MED' ? str(r.id) : ''));
  const pmcid = normaliseExternalId('pmcid', str(r.pmcid) || (r.source === 'PMC' ? str(r.id) : ''));
  if (doi) ids.doi = doi;
  if (pmid) ids.pmid = pmid;
  if (pmcid) ids.pmcid = pmcid;
  if (r.source === 'PPR' && str(r.id)) ids.ppr = str(r.id);
  // preprints of arXiv carry their id in the DOI (10.48550/arxiv.<id>)
  const arxiv = /^10\.48550\/arxiv\.(.+)$/.exec(doi ?? '')?.[1];
  if (arxiv && normaliseExternalId('arxiv', arxiv)) ids.arxiv = normaliseExternalId('arxiv', arxiv)!;
  return ids;
}

function authors(r: Json): PaperRecord['authors'] {
  const list = arr(obj(r.authorList).author);
  if (list.length > 0) {
    return list.map((a) => {
      const x = obj(a);
      const affiliation = str(obj(arr(obj(x.authorAffiliationDetailsList).authorAffiliation)[0]).affiliation) || str(x.affiliation);
      return { name: cleanText(x.fullName) || cleanText(`${str(x.firstName)} ${str(x.lastName)}`), affiliation: cleanText(affiliation) || null };
    }).filter((a) => a.name);
  }
  return str(r.authorString).replace(/\.$/, '').split(',').map((n) => ({ name: n.trim(), affiliation: null })).filter((a) => a.name);
}

/** One result as a PaperRecord; null when it lacks a title or any usable id (a malformed entry). */
export function europepmcRecord(raw: unknown): PaperRecord | null {
  const r = obj(raw);
  const ids = europepmcIds(r);
  const title = cleanText(r.title).replace(/\.$/, '');
  if (!title || Object.keys(ids).length === 0) return null;
  const source = r.source === 'PPR' ? (/medrxiv/i.test(str(obj(r.bookOrReportDetails).publisher) + str(r.journalTitle)) ? 'medrxiv' : 'europepmc') : 'europepmc';
  return {
    ids,
    title,
    abstract: cleanText(r.abstractText),
    authors: authors(r),
    categories: [],
    publishedDate: isoDay(r.firstPublicationDate) ?? isoDay(str(r.pubYear)),
    updatedDate: isoDay(r.firstIndexDate),
    source,
  };
}

function page(list: unknown[], next: string | null, total: unknown): SourcePage {
  const records: PaperRecord[] = [];
  const malformed: string[] = [];
  for (const [i, raw] of list.entries()) {
    const rec = europepmcRecord(raw);
    if (rec) records.push(rec);
    else malformed.push(`entry ${i} (${str(obj(raw).source)}/${str(obj(raw).id) || 'no id'}) has no title or id`);
  }
  return { records, malformed, next, total: typeof total === 'number' ? total : Number(total) || null };
}

/** A search page; `next` is the cursorMark of the following page (null on the last one). */
export function parseEuropepmcSearch(body: string): SourcePage {
  const json = obj(JSON.parse(body));
  const list = arr(obj(json.resultList).result);
  const next = str(json.nextCursorMark);
  const cursor = str(obj(json.request).cursorMark);
  return page(list, list.length > 0 && next && next !== cursor ? next : null, json.hitCount);
}

/** A citations or references page (`citationList.citation` / `referenceList.reference`). */
export function parseEuropepmcLinks(body: string, kind: 'citations' | 'references'): SourcePage {
  const json = obj(JSON.parse(body));
  const list = kind === 'citations' ? arr(obj(json.citationList).citation) : arr(obj(json.referenceList).reference);
  return page(list, null, json.hitCount);
}
