import type { PaperRecord } from './paper-record';

/** The order in which an id decides that two records are the same paper. */
export const MERGE_PRIORITY = ['doi', 'pmid', 'pmcid', 'arxiv'] as const;

/**
 * Which stored paper a record belongs to: the owner of its DOI, else of its PMID, PMCID, then arXiv
 * id; null when none of its ids is held (a new paper).
 */
export function pickMergeTarget(ids: PaperRecord['ids'], owners: { namespace: string; value: string; paper_id: string }[]): string | null {
  for (const ns of MERGE_PRIORITY) {
    const value = ids[ns];
    if (!value) continue;
    const owner = owners.find((o) => o.namespace === ns && o.value === value);
    if (owner) return owner.paper_id;
  }
  const any = owners[0];
  return any ? any.paper_id : null;
}

export type StoredFields = Omit<PaperRecord, 'ids' | 'source'>;

/**
 * Merges a newly fetched record into what is stored: a field is taken from the newcomer when the
 * stored one is empty, the abstract when the newcomer's is longer (sources truncate differently),
 * categories are united, dates keep the earliest publication and the latest update.
 */
export function mergeFields(stored: StoredFields, incoming: StoredFields): StoredFields {
  const earliest = [stored.publishedDate, incoming.publishedDate].filter((d): d is string => !!d).sort()[0] ?? null;
  const latest = [stored.updatedDate, incoming.updatedDate].filter((d): d is string => !!d).sort().pop() ?? null;
  const authorsWithAffiliation = (a: StoredFields['authors']) => a.filter((x) => x.affiliation).length;
  return {
    title: stored.title || incoming.title,
    abstract: incoming.abstract.length > stored.abstract.length ? incoming.abstract : stored.abstract,
    authors: stored.authors.length === 0 || (incoming.authors.length >= stored.authors.length && authorsWithAffiliation(incoming.authors) > authorsWithAffiliation(stored.authors))
      ? incoming.authors : stored.authors,
    categories: [...new Set([...stored.categories, ...incoming.categories])],
    publishedDate: earliest,
    updatedDate: latest,
  };
}

/** Merges records of one batch that share an id (a search fanned out to two sources), before storing. */
export function dedupeRecords(records: PaperRecord[]): PaperRecord[] {
  const out: PaperRecord[] = [];
  for (const r of records) {
    const same = out.find((o) => MERGE_PRIORITY.some((ns) => o.ids[ns] && o.ids[ns] === r.ids[ns]));
    if (!same) {
      out.push({ ...r, ids: { ...r.ids } });
      continue;
    }
    Object.assign(same, mergeFields(same, r));
    for (const [ns, v] of Object.entries(r.ids)) if (v && !same.ids[ns]) same.ids[ns] = v;
  }
  return out;
}
