/**
 * Paper references as clients write them: `arxiv:<id>`, `doi:<doi>`, `pmid:<n>`, `pmcid:PMC<n>`, or
 * the canonical decimal `paperId`. Values are normalised the way they are stored in
 * research_paper_ids, so a lookup and a merge compare the same strings.
 */
export type ExternalNamespace = 'arxiv' | 'doi' | 'pmid' | 'pmcid';
export type PaperRef = { kind: 'canonical'; paperId: string } | { kind: 'external'; namespace: ExternalNamespace; value: string };

// new-style (2301.01234, optional version) and old-style (hep-th/9901001) arXiv ids
const ARXIV_NEW = /^(\d{4}\.\d{4,5})(v\d+)?$/;
const ARXIV_OLD = /^([a-z-]+(?:\.[a-z]{2})?\/\d{7})(v\d+)?$/i;
const DOI = /^10\.\d{4,9}\/\S+$/;

/** The stored form of an external id, or null when the value is not a valid id of its namespace. */
export function normaliseExternalId(namespace: ExternalNamespace, raw: string): string | null {
  const v = raw.trim();
  switch (namespace) {
    case 'arxiv': {
      const id = v.replace(/^https?:\/\/arxiv\.org\/(abs|pdf)\//i, '').replace(/\.pdf$/i, '');
      const m = ARXIV_NEW.exec(id) ?? ARXIV_OLD.exec(id);
      return m ? m[1]!.toLowerCase() : null;
    }
    case 'doi': {
      const id = v.replace(/^https?:\/\/(dx\.)?doi\.org\//i, '').toLowerCase();
      return DOI.test(id) ? id : null;
    }
    case 'pmid':
      return /^\d{1,10}$/.test(v) ? String(Number(v)) : null;
    case 'pmcid': {
      const m = /^(?:pmc)?(\d{1,10})$/i.exec(v);
      return m ? `PMC${Number(m[1])}` : null;
    }
  }
}

const NAMESPACES: ExternalNamespace[] = ['arxiv', 'doi', 'pmid', 'pmcid'];

/** Parses a reference; null when it is malformed (the API answers 400, an unknown valid id 404). */
export function parsePaperRef(raw: string): PaperRef | null {
  const ref = raw.trim();
  if (/^\d{1,18}$/.test(ref)) return { kind: 'canonical', paperId: String(BigInt(ref)) };
  const colon = ref.indexOf(':');
  if (colon > 0) {
    const ns = ref.slice(0, colon).toLowerCase();
    if ((NAMESPACES as string[]).includes(ns)) {
      const value = normaliseExternalId(ns as ExternalNamespace, ref.slice(colon + 1));
      return value ? { kind: 'external', namespace: ns as ExternalNamespace, value } : null;
    }
  }
  // bare forms people paste: a DOI, a PMC id, an arXiv id
  for (const ns of ['doi', 'pmcid', 'arxiv'] as const) {
    if (ns === 'pmcid' && !/^pmc/i.test(ref)) continue;
    const value = normaliseExternalId(ns, ref);
    if (value) return { kind: 'external', namespace: ns, value };
  }
  return null;
}

/** The display id clients cite: arXiv first for preprints, then PMID, PMCID, DOI. */
export function primaryIdOf(ids: Partial<Record<ExternalNamespace, string>>): string | null {
  for (const ns of ['arxiv', 'pmid', 'pmcid', 'doi'] as const) if (ids[ns]) return `${ns}:${ids[ns]}`;
  return null;
}
