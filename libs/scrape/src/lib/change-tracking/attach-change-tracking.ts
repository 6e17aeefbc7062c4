import type { ChangeTrackingResult, ScrapeDocument, ScrapeJobPayload } from '@wsa/contracts';
import { findLatestSnapshot, storeSnapshot, type Db } from '@wsa/db';
import type { Llm } from '@wsa/llm';
import { compareExtractions } from './compare-extractions';
import { normalizeCacheUrl } from '../cache/normalize-url';
import { changeStatus, visibility } from './change-status';
import { markdownDiff } from './markdown-diff';

const ZDR_WARNING = 'Change tracking keeps no history under zero data retention: every scrape is compared with nothing and reported as new.';

/**
 * The `changeTracking` format: compares this scrape's markdown with the team's previous scrape of
 * the same normalised URL and tag (our own records, not the shared cache) and records this one as
 * the next "previous". Under zero data retention nothing is read or written.
 */
export async function attachChangeTracking(document: ScrapeDocument, payload: ScrapeJobPayload, headers: Record<string, string>, deps: { db: Db; llm?: Llm; signal?: AbortSignal }): Promise<void> {
  const { db } = deps;
  const format = payload.request.formats.find((f) => f.type === 'changeTracking');
  if (!format) return;
  const current = { statusCode: document.metadata.statusCode ?? 0, markdown: document.markdown ?? '' };
  const key = { teamId: payload.teamId, url: normalizeCacheUrl(payload.request.url), tag: format.tag ?? '' };
  const zdr = payload.zeroDataRetention || payload.request.zeroDataRetention;
  const previous = zdr ? null : await findLatestSnapshot(db, key);
  const status = changeStatus(previous, current);
  const result: ChangeTrackingResult = {
    previousScrapeAt: previous ? previous.scrapedAt.toISOString() : null,
    changeStatus: status,
    visibility: visibility(document.metadata.robots, headers),
  };
  if (format.modes.includes('git-diff') && previous && status === 'changed') {
    const diff = markdownDiff(previous.markdown, current.markdown);
    if (diff) result.diff = diff;
  }
  if (format.modes.includes('json') && deps.llm) {
    const compared = await compareExtractions(deps.llm, { previous: previous?.markdown ?? null, current: current.markdown }, format, deps.signal);
    if (compared.json) result.json = compared.json;
    if (compared.warning) document.warning = [document.warning, compared.warning].filter(Boolean).join(' ');
  }
  document.changeTracking = result;
  if (zdr) document.warning = [document.warning, ZDR_WARNING].filter(Boolean).join(' ');
  else await storeSnapshot(db, { ...key, ...current, jobId: payload.jobId });
}
