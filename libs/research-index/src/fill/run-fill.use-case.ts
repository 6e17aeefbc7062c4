import type { ResearchFillPayload, ResearchFillResult } from '@wsa/contracts';
import { addResearchCitations, listResearchPaperIds, markResearchCitationsFilled, readResearchPaper, storeResearchPassages, type Db } from '@wsa/db';
import { dedupeRecords } from '../lib/merge';
import type { PaperRecord } from '../lib/paper-record';
import { splitJats } from '../fulltext/split-full-text';
import { arxivQueryOf } from '../sources/arxiv.source';
import type { ResearchSources } from './research-sources';
import { storePaper } from './store-paper';

export type FillDeps = { db: Db; sources: ResearchSources };

// stop this long before the deadline, so the stored rows are there when the gateway reads again
const MARGIN_MS = 300;
// citing papers / references fetched per seed on demand
const MAX_LINKS = 200;

const failure = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** Stores records one by one; a record that fails to store is a warning, not the end of the fill. */
async function storeAll(db: Db, records: PaperRecord[], warnings: string[]): Promise<string[]> {
  const ids: string[] = [];
  for (const rec of dedupeRecords(records)) {
    try {
      ids.push(await storePaper(db, rec));
    } catch (err) {
      warnings.push(`A paper (${rec.title.slice(0, 60)}) could not be stored: ${failure(err)}.`);
    }
  }
  return ids;
}

function malformedWarning(source: string, malformed: string[]): string[] {
  return malformed.length ? [`${source} answered ${malformed.length} malformed entr${malformed.length === 1 ? 'y' : 'ies'} (skipped).`] : [];
}

/** One research-fill job: fetch what the request lacked, store it, report warnings. */
export async function runResearchFill(payload: ResearchFillPayload, deps: FillDeps): Promise<ResearchFillResult> {
  const deadline = payload.deadlineAt - MARGIN_MS;
  const warnings: string[] = [];
  const task = payload.task;
  switch (task.kind) {
    case 'search': {
      const arxivQuery = arxivQueryOf(task.query);
      const [epmc, arxiv] = await Promise.allSettled([
        deps.sources.europepmc.search(task.query, task.k, '*', deadline),
        arxivQuery ? deps.sources.arxiv.search(arxivQuery, 0, task.k, deadline) : Promise.resolve({ records: [], malformed: [], next: null, total: 0 }),
      ]);
      const records: PaperRecord[] = [];
      for (const [name, r] of [['Europe PMC', epmc], ['arXiv', arxiv]] as const) {
        if (r.status === 'fulfilled') {
          records.push(...r.value.records);
          warnings.push(...malformedWarning(name, r.value.malformed));
        } else warnings.push(`${failure(r.reason)}.`);
      }
      const ids = await storeAll(deps.db, records, warnings);
      return { stored: ids.length, warnings, paperId: null };
    }
    case 'paper': {
      let rec: PaperRecord | null = null;
      try {
        rec = task.namespace === 'arxiv'
          ? await deps.sources.arxiv.byId(task.value, deadline)
          : await deps.sources.europepmc.lookup(task.namespace as 'doi' | 'pmid' | 'pmcid', task.value, deadline);
      } catch (err) {
        warnings.push(`${failure(err)}.`);
      }
      const ids = rec ? await storeAll(deps.db, [rec], warnings) : [];
      return { stored: ids.length, warnings, paperId: ids[0] ?? null };
    }
    case 'fulltext':
      return fillFullText(task.paperId, deadline, deps, warnings);
    case 'citations':
      return fillCitations(task.paperIds, task.direction, deadline, deps, warnings);
  }
}

async function idsOf(db: Db, paperId: string): Promise<PaperRecord['ids']> {
  return Object.fromEntries((await listResearchPaperIds(db, [paperId])).map((r) => [r.namespace, r.value]));
}

/**
 * Full text from Europe PMC's open-access JATS (found through the paper's PMCID, or a lookup of its
 * PMID or DOI). A definite "none" marks the paper unavailable; a failure leaves it to a later read.
 */
async function fillFullText(paperId: string, deadline: number, deps: FillDeps, warnings: string[]): Promise<ResearchFillResult> {
  try {
    const ids = await idsOf(deps.db, paperId);
    let pmcid = ids.pmcid;
    if (!pmcid && (ids.pmid || ids.doi)) {
      const found = await deps.sources.europepmc.lookup(ids.pmid ? 'pmid' : 'doi', (ids.pmid ?? ids.doi)!, deadline);
      if (found) await storePaper(deps.db, { ...found, ids: { ...found.ids, ...ids } });
      pmcid = found?.ids.pmcid;
    }
    const xml = pmcid ? await deps.sources.europepmc.fullTextXml(pmcid, deadline) : null;
    const passages = xml ? splitJats(xml) : [];
    if (xml && passages.length === 0) warnings.push(`Europe PMC full text of ${pmcid} had no readable paragraphs.`);
    await storeResearchPassages(deps.db, paperId, passages);
    return { stored: passages.length > 0 ? 1 : 0, warnings, paperId };
  } catch (err) {
    warnings.push(`Full text could not be fetched: ${failure(err)}.`);
    return { stored: 0, warnings, paperId };
  }
}

/**
 * Citing papers or references of one paper: PubMed's elink for papers that came from PubMed (when
 * PUBMED_EUTILS_URL is set), else Europe PMC, with PubMed as the fallback when Europe PMC fails.
 */
async function citationLinks(deps: FillDeps, source: string, ids: PaperRecord['ids'], kind: 'citers' | 'references', deadline: number, warnings: string[]) {
  const pubmed = deps.sources.pubmed && ids.pmid ? { client: deps.sources.pubmed, pmid: ids.pmid } : null;
  const viaPubmed = async () => {
    const page = await pubmed!.client.links(pubmed!.pmid, kind, MAX_LINKS, deadline);
    warnings.push(...malformedWarning('PubMed', page.malformed));
    return page;
  };
  if (pubmed && source === 'pubmed') return viaPubmed();
  try {
    const page = await deps.sources.europepmc.links(ids, kind === 'citers' ? 'citations' : 'references', MAX_LINKS, deadline);
    warnings.push(...malformedWarning('Europe PMC', page.malformed));
    return page;
  } catch (err) {
    if (!pubmed) throw err;
    warnings.push(`Europe PMC failed (${failure(err)}); PubMed was asked instead.`);
    return viaPubmed();
  }
}

async function fillCitations(paperIds: string[], direction: 'citers' | 'references' | 'both', deadline: number, deps: FillDeps, warnings: string[]): Promise<ResearchFillResult> {
  let stored = 0;
  const kinds = direction === 'both' ? (['citers', 'references'] as const) : ([direction] as const);
  for (const paperId of paperIds) {
    const ids = await idsOf(deps.db, paperId);
    const paper = await readResearchPaper(deps.db, paperId);
    if (!paper) continue;
    if (!ids.pmid && !ids.pmcid && !ids.ppr) {
      // arXiv-only papers: Europe PMC has no record to follow; mark so the graph is not asked again
      for (const kind of kinds) await markResearchCitationsFilled(deps.db, paperId, kind);
      warnings.push(`No citation source covers paper ${paperId} (no PubMed, PMC or preprint record).`);
      continue;
    }
    for (const kind of kinds) {
      try {
        const page = await citationLinks(deps, paper.source, ids, kind, deadline, warnings);
        const linked = await storeAll(deps.db, page.records, warnings);
        await addResearchCitations(deps.db, linked.map((other) => (kind === 'citers' ? { citingId: other, citedId: paperId } : { citingId: paperId, citedId: other })));
        await markResearchCitationsFilled(deps.db, paperId, kind);
        stored += linked.length;
      } catch (err) {
        warnings.push(`${kind === 'citers' ? 'Citing papers' : 'References'} of paper ${paperId} could not be fetched: ${failure(err)}.`);
      }
    }
  }
  return { stored, warnings, paperId: null };
}
