import type { ResearchFillPayload, ResearchFillResult } from '@wsa/contracts';
import { addResearchCitations, listResearchPaperIds, markResearchCitationsFilled, readResearchPaper, storeResearchPassages, type Db } from '@wsa/db';
import { dedupeRecords } from '../lib/merge';
import type { PaperRecord } from '../lib/paper-record';
import { splitJats, splitMarkdown, type Passage } from '../fulltext/split-full-text';
import { arxivQueryOf } from '../sources/arxiv.source';
import { fillSimilar } from './fill-similar';
import type { ResearchSources } from './research-sources';
import { storePaper } from './store-paper';

/** A page scraped through the scrape queue (the search worker's port), as markdown, or why not. */
export type ScrapeForIndex = (url: string, timeoutMs: number) => Promise<{ ok: true; markdown: string; title?: string } | { ok: false; error: string }>;

export type FillDeps = {
  db: Db; sources: ResearchSources;
  /**
   * arXiv full text: its HTML rendering (`<baseUrl>/html/<id>`), else its PDF (`<baseUrl>/pdf/<id>`),
   * scraped to markdown by the scrape workers (their engines and PDF parser); absent, arXiv papers
   * answer metadata and abstract only
   */
  arxivFullText?: { baseUrl: string; scrape: ScrapeForIndex };
};

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
    case 'similar':
      return fillSimilar(task.paperIds, deadline, deps, warnings);
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
    // an arXiv paper's DOI (10.48550/...) is not Europe PMC's to look up: arXiv answers for it
    if (!pmcid && (ids.pmid || (ids.doi && !(ids.arxiv && deps.arxivFullText)))) {
      const found = await deps.sources.europepmc.lookup(ids.pmid ? 'pmid' : 'doi', (ids.pmid ?? ids.doi)!, deadline);
      if (found) await storePaper(deps.db, { ...found, ids: { ...found.ids, ...ids } });
      pmcid = found?.ids.pmcid;
    }
    const xml = pmcid ? await deps.sources.europepmc.fullTextXml(pmcid, deadline) : null;
    let passages = xml ? splitJats(xml) : [];
    if (xml && passages.length === 0) warnings.push(`Europe PMC full text of ${pmcid} had no readable paragraphs.`);
    if (passages.length === 0 && ids.arxiv && deps.arxivFullText) passages = await arxivPassages(ids.arxiv, deps.arxivFullText, deadline);
    await storeResearchPassages(deps.db, paperId, passages);
    return { stored: passages.length > 0 ? 1 : 0, warnings, paperId };
  } catch (err) {
    warnings.push(`Full text could not be fetched: ${failure(err)}.`);
    return { stored: 0, warnings, paperId };
  }
}

/**
 * Citing papers or references of one paper: PubMed's elink for papers that came from PubMed (when
 * PUBMED_EUTILS_URL is set); OpenAlex for papers none of PubMed, PMC and Europe PMC's preprints
 * hold (arXiv-only; when OPENALEX_API_KEY is set); else Europe PMC, with PubMed as the fallback
 * when Europe PMC fails.
 */
async function citationLinks(deps: FillDeps, source: string, ids: PaperRecord['ids'], kind: 'citers' | 'references', deadline: number, warnings: string[]) {
  const pubmed = deps.sources.pubmed && ids.pmid ? { client: deps.sources.pubmed, pmid: ids.pmid } : null;
  const viaPubmed = async () => {
    const page = await pubmed!.client.links(pubmed!.pmid, kind, MAX_LINKS, deadline);
    warnings.push(...malformedWarning('PubMed', page.malformed));
    return page;
  };
  if (pubmed && source === 'pubmed') return viaPubmed();
  // papers outside PubMed, PMC and Europe PMC's preprints (arXiv-only): OpenAlex's graph, when configured
  if (!ids.pmid && !ids.pmcid && !ids.ppr && deps.sources.openalex) {
    const page = await deps.sources.openalex.links(ids, kind, MAX_LINKS, deadline);
    warnings.push(...malformedWarning('OpenAlex', page.malformed));
    return page;
  }
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

/**
 * An arXiv paper's full text, split by its markdown headings: the HTML rendering first (sections
 * as headings), the PDF when there is none. Both answering 404 is a definite "no full text"; any
 * other failure throws, so a later read tries again.
 */
async function arxivPassages(arxivId: string, source: NonNullable<FillDeps['arxivFullText']>, deadline: number): Promise<Passage[]> {
  const failures: string[] = [];
  for (const kind of ['html', 'pdf'] as const) {
    const page = await source.scrape(`${source.baseUrl}/${kind}/${arxivId}`, Math.max(1000, deadline - Date.now()));
    if (page.ok) {
      const passages = splitMarkdown(page.markdown);
      if (passages.length > 0) return passages;
      failures.push(`${kind}: no text`);
    } else failures.push(`${kind}: ${page.error}`);
  }
  if (failures.every((f) => /HTTP 404|no text/.test(f))) return [];
  throw new Error(`arXiv full text of ${arxivId}: ${failures.join('; ')}`);
}

async function fillCitations(paperIds: string[], direction: 'citers' | 'references' | 'both', deadline: number, deps: FillDeps, warnings: string[]): Promise<ResearchFillResult> {
  let stored = 0;
  const kinds = direction === 'both' ? (['citers', 'references'] as const) : ([direction] as const);
  for (const paperId of paperIds) {
    const ids = await idsOf(deps.db, paperId);
    const paper = await readResearchPaper(deps.db, paperId);
    if (!paper) continue;
    if (!ids.pmid && !ids.pmcid && !ids.ppr && !deps.sources.openalex) {
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
