import { normaliseExternalId } from '../lib/paper-ref';
import { cleanText, isoDay, type PaperRecord, type SourcePage } from '../lib/paper-record';

// OpenAlex works (https://docs.openalex.org/api-entities/works/work-object): one work, or a list
// page `{meta: {count, next_cursor}, results: [work]}`.

type Work = {
  id?: unknown; doi?: unknown; title?: unknown; display_name?: unknown; publication_date?: unknown; updated_date?: unknown;
  ids?: Record<string, unknown>; abstract_inverted_index?: Record<string, number[]> | null;
  authorships?: { author?: { display_name?: unknown }; institutions?: { display_name?: unknown }[]; raw_affiliation_strings?: unknown[] }[];
  primary_topic?: { display_name?: unknown; field?: { display_name?: unknown } } | null;
  locations?: { landing_page_url?: unknown }[];
};

/** The work's OpenAlex id (W123...), from its URL form. */
export function openalexId(value: unknown): string | null {
  const m = typeof value === 'string' ? /(?:^|\/)(W\d+)$/i.exec(value.trim()) : null;
  return m ? m[1]!.toUpperCase() : null;
}

/** OpenAlex ships abstracts as an inverted index (word -> positions): put the words back in order. */
export function abstractFromInvertedIndex(index: Record<string, number[]> | null | undefined): string {
  if (!index) return '';
  const words: string[] = [];
  for (const [word, positions] of Object.entries(index)) for (const p of positions) words[p] = word;
  return words.filter((w) => w !== undefined).join(' ');
}

function arxivOf(w: Work): string | undefined {
  // arXiv preprints carry the 10.48550/arXiv.<id> DOI, or an arxiv.org landing page
  const doi = typeof w.doi === 'string' ? /10\.48550\/arxiv\.(.+)$/i.exec(w.doi)?.[1] : undefined;
  if (doi) return doi;
  for (const l of w.locations ?? []) {
    const m = typeof l.landing_page_url === 'string' ? /arxiv\.org\/abs\/([^?#]+)/i.exec(l.landing_page_url) : null;
    if (m) return m[1];
  }
  return undefined;
}

/** One work as a record; null when it has no title or no id a paper can be kept by. */
export function openalexRecord(w: Work): PaperRecord | null {
  const title = cleanText(w.title ?? w.display_name);
  const oa = openalexId(w.id);
  if (!title || !oa) return null;
  const raw: Record<string, string | undefined> = {
    doi: typeof w.doi === 'string' ? w.doi : undefined,
    // OpenAlex writes these as URLs: https://pubmed.ncbi.nlm.nih.gov/123, https://www.ncbi.nlm.nih.gov/pmc/articles/PMC45
    pmid: typeof w.ids?.pmid === 'string' ? /(\d+)\/?$/.exec(w.ids.pmid)?.[1] : undefined,
    pmcid: typeof w.ids?.pmcid === 'string' ? /((?:PMC)?\d+)\/?$/i.exec(w.ids.pmcid)?.[1] : undefined,
    arxiv: arxivOf(w),
  };
  const ids: PaperRecord['ids'] = { openalex: oa };
  for (const [ns, value] of Object.entries(raw)) {
    const v = value && normaliseExternalId(ns as 'doi' | 'pmid' | 'pmcid' | 'arxiv', value);
    if (v) ids[ns] = v;
  }
  const topic = w.primary_topic?.field?.display_name ?? w.primary_topic?.display_name;
  return {
    ids, title,
    abstract: cleanText(abstractFromInvertedIndex(w.abstract_inverted_index)),
    authors: (w.authorships ?? []).map((a) => ({
      name: cleanText(a.author?.display_name),
      affiliation: cleanText(a.institutions?.[0]?.display_name ?? a.raw_affiliation_strings?.[0]) || null,
    })).filter((a) => a.name),
    categories: typeof topic === 'string' && topic ? [topic.toLowerCase()] : [],
    publishedDate: isoDay(w.publication_date), updatedDate: isoDay(w.updated_date), source: 'openalex',
  };
}

export function parseOpenalexWork(body: string): Work {
  const w = JSON.parse(body) as Work;
  if (!w || typeof w !== 'object') throw new Error('OpenAlex: not a work');
  return w;
}

/** A list page of works: records, entries that could not be read, the next cursor. */
export function parseOpenalexWorks(body: string): SourcePage {
  const page = JSON.parse(body) as { meta?: { count?: unknown; next_cursor?: unknown }; results?: unknown };
  if (!Array.isArray(page.results)) throw new Error('OpenAlex: no results in the answer');
  const out: SourcePage = { records: [], malformed: [], next: typeof page.meta?.next_cursor === 'string' ? page.meta.next_cursor : null, total: Number(page.meta?.count) || null };
  for (const w of page.results as Work[]) {
    const rec = w && typeof w === 'object' ? openalexRecord(w) : null;
    if (rec) out.records.push(rec);
    else out.malformed.push(`OpenAlex work ${String((w as Work)?.id ?? '?')}: no title or id`);
  }
  return out;
}
