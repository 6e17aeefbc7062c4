import type { ResearchIngestPayload, ResearchIngestResult } from '@wsa/contracts';
import { updateResearchIngestRun } from '@wsa/db';
import { dedupeRecords } from '../lib/merge';
import type { SourcePage } from '../lib/paper-record';
import type { FillDeps } from '../fill/run-fill.use-case';
import { storePaper } from '../fill/store-paper';

// an ingest run has no request waiting on it: a page may take its time (arXiv spaces pages by 3 s)
const PAGE_DEADLINE_MS = 120_000;
const PAGE_SIZE = { arxiv: 200, europepmc: 500, pubmed: 200 } as const;

/** Europe PMC query with the run's date window (FIRST_PDATE) and source filter. */
function europepmcQuery(p: ResearchIngestPayload): string {
  const parts = [p.query || '*'];
  if (p.from || p.to) parts.push(`FIRST_PDATE:[${p.from ?? '1900-01-01'} TO ${p.to ?? '3000-01-01'}]`);
  if (p.source === 'pubmed') parts.push('SRC:MED');
  if (p.source === 'biorxiv' || p.source === 'medrxiv') parts.push(`SRC:PPR AND PUBLISHER:"${p.source === 'biorxiv' ? 'bioRxiv' : 'medRxiv'}"`);
  return parts.join(' AND ');
}

/** arXiv query with the run's date window (submittedDate:[YYYYMMDD0000 TO ...]). */
function arxivQuery(p: ResearchIngestPayload): string {
  const day = (d: string | null, fallback: string) => (d ? d.replace(/-/g, '') : fallback);
  const window = p.from || p.to ? ` AND submittedDate:[${day(p.from, '19910101')}0000 TO ${day(p.to, '30000101')}2359]` : '';
  return `${p.query || 'all:*'}${window}`;
}

/**
 * One ingest run: pages through the source until `max` papers or the end, storing each page and
 * recording progress (and failures) on the run's row, so `admin research runs` shows it live.
 * pubmed reads E-utilities (esearch + efetch) when PUBMED_EUTILS_URL is set, else Europe PMC's
 * mirror; biorxiv and medrxiv list a date window from their own API when BIORXIV_API_URL is set
 * (`--query` does not apply there), else search Europe PMC, which holds their preprints.
 */
export async function runResearchIngest(p: ResearchIngestPayload, deps: FillDeps, signal: AbortSignal): Promise<ResearchIngestResult> {
  if (p.source === 'openalex') throw new Error('OpenAlex ingest is not available in this build (it needs OPENALEX_API_KEY and its adapter)');
  const counts = { fetched: 0, stored: 0, failures: 0 };
  await updateResearchIngestRun(deps.db, p.runId, { status: 'running', started: true });
  const viaPubmed = p.source === 'pubmed' && deps.sources.pubmed !== null;
  const viaBiorxiv = (p.source === 'biorxiv' || p.source === 'medrxiv') && deps.sources.biorxiv !== null;
  let cursor: string | null = p.source === 'arxiv' || viaPubmed || viaBiorxiv ? '0' : '*';
  let lastError: string | null = null;
  while (cursor !== null && counts.fetched < p.max && !signal.aborted) {
    const want = Math.min(p.max - counts.fetched, p.source === 'arxiv' ? PAGE_SIZE.arxiv : viaPubmed ? PAGE_SIZE.pubmed : PAGE_SIZE.europepmc);
    let page: SourcePage;
    try {
      const deadline = Date.now() + PAGE_DEADLINE_MS;
      page = p.source === 'arxiv'
        ? await deps.sources.arxiv.search(arxivQuery(p), Number(cursor), want, deadline, 'submittedDate')
        : viaPubmed
          ? await deps.sources.pubmed!.search(p.query || 'all[sb]', Number(cursor), want, deadline, { from: p.from, to: p.to })
          : viaBiorxiv
            // a date listing (the API has no text search): the catalogue sync of a window
            ? await deps.sources.biorxiv!.details(p.source as 'biorxiv' | 'medrxiv', p.from ?? '2013-11-01', p.to ?? new Date().toISOString().slice(0, 10), Number(cursor), deadline)
            : await deps.sources.europepmc.search(europepmcQuery(p), want, cursor, deadline);
    } catch (err) {
      counts.failures += 1;
      lastError = (err as Error).message;
      break;
    }
    counts.fetched += page.records.length + page.malformed.length;
    counts.failures += page.malformed.length;
    if (page.malformed.length) lastError = page.malformed[page.malformed.length - 1]!;
    for (const rec of dedupeRecords(page.records).slice(0, Math.max(0, p.max - counts.stored))) {
      try {
        await storePaper(deps.db, rec);
        counts.stored += 1;
      } catch (err) {
        counts.failures += 1;
        lastError = (err as Error).message;
      }
    }
    await updateResearchIngestRun(deps.db, p.runId, { ...counts, lastError });
    cursor = page.next;
  }
  const status = signal.aborted ? 'cancelled' : counts.stored === 0 && counts.failures > 0 ? 'failed' : 'completed';
  await updateResearchIngestRun(deps.db, p.runId, { ...counts, lastError, status, finished: true });
  return counts;
}
