import { createHash } from 'crypto';
import {
  addDeveloperDocSource, finishDeveloperIngestRun, markDeveloperDocSourceRefreshed, removeDeveloperDocsExcept, startDeveloperIngestRun, storeDeveloperDocument, type Db,
} from '@wsa/db';
import type { IngestOutcome } from '../ingest-repository';
import { segmentMarkdown } from '../segment-markdown';
import { collectDocsPages, type FetchText } from './collect-pages';

/** One page as the scrape queue answered it: its main content as markdown, or why not. */
export type ScrapedPage = { ok: true; markdown: string; title?: string } | { ok: false; error: string };
export type ScrapePage = (url: string) => Promise<ScrapedPage>;

export type DocsIngestDeps = { fetchText: FetchText; scrapePage: ScrapePage; maxPages: number; concurrency: number };

/** The result id of a documentation page (developer_documents.key): stable across crawls. */
export function docKey(url: string): string {
  return `doc:${createHash('sha256').update(url).digest('hex').slice(0, 20)}`;
}

/**
 * Crawls one documentation site: its pages from its sitemaps, each scraped to markdown through the
 * scrape queue, split into passages by headings, stored as `doc` documents of the source. A page
 * that fails is a warning; the run is partial (the source `degraded`) when most pages failed, and
 * pages gone from the sitemap are dropped only after a run that read every page it listed.
 */
export async function ingestDocsSite(db: Db, deps: DocsIngestDeps, source: string, url: string): Promise<IngestOutcome> {
  await addDeveloperDocSource(db, source, url);
  const runId = await startDeveloperIngestRun(db, 'docs', source);
  const warnings: string[] = [];
  let documents = 0;
  let segments = 0;
  let error: string | undefined;
  let status: IngestOutcome['status'] = 'completed';
  try {
    const collected = await collectDocsPages(deps.fetchText, url, deps.maxPages);
    warnings.push(...collected.warnings);
    const stored: string[] = [];
    const failed: string[] = [];
    await eachLimited(collected.pages, deps.concurrency, async (page) => {
      const scraped = await deps.scrapePage(page).catch((err: Error): ScrapedPage => ({ ok: false, error: err.message }));
      if (!scraped.ok) { failed.push(`${page}: ${scraped.error}`); return; }
      const pageSegments = segmentMarkdown(scraped.markdown, page);
      if (pageSegments.length === 0) { warnings.push(`${page}: no text`); return; }
      const key = docKey(page);
      segments += await storeDeveloperDocument(db, { type: 'doc', key, url: page, title: scraped.title?.trim() || firstHeading(scraped.markdown) || page, sourceId: source, segments: pageSegments });
      documents += 1;
      stored.push(key);
    });
    // a few failures are named; the run says how many
    warnings.push(...failed.slice(0, 20).map((f) => `page not scraped: ${f}`));
    if (failed.length > 20) warnings.push(`${failed.length - 20} more pages not scraped`);
    if (documents === 0) {
      status = 'failed';
      error = `none of the ${collected.pages.length} pages listed in the sitemap could be indexed`;
    } else if (failed.length > collected.pages.length / 2) {
      status = 'partial';
      error = `${failed.length} of ${collected.pages.length} pages could not be scraped`;
    } else if (failed.length === 0) {
      await removeDeveloperDocsExcept(db, source, stored);
    }
  } catch (err) {
    status = 'failed';
    error = err instanceof Error ? err.message : String(err);
  }
  await markDeveloperDocSourceRefreshed(db, source, error ?? null);
  await finishDeveloperIngestRun(db, runId, { status, documents, segments, warnings, error });
  return { runId, repo: source, status, documents, segments, warnings, ...(error ? { error } : {}) };
}

function firstHeading(markdown: string): string | undefined {
  return /^#{1,6}\s+(.+?)\s*#*\s*$/m.exec(markdown)?.[1];
}

/** Runs `fn` over `items`, at most `limit` at a time. */
async function eachLimited<T>(items: T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lanes = Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, async () => {
    while (next < items.length) await fn(items[next++]);
  });
  await Promise.all(lanes);
}
