import type { ScrapeJobResult, SearchData, SearchScrapeOptions } from '@wsa/contracts';
import type { ScrapeDispatcher } from './scrape-dispatcher';

/**
 * Scrapes every web and news result concurrently and merges the document into the result object.
 * A failed scrape of one result leaves `metadata: {statusCode, error}` on it, never a failed search.
 * Returns the credits the scrapes charged.
 */
export async function scrapeResults(data: SearchData, options: SearchScrapeOptions, teamId: string, deadlineAt: number, dispatch: ScrapeDispatcher): Promise<number> {
  const items = [...(data.web ?? []), ...(data.news ?? [])];
  const outcomes = await Promise.all(items.map((item) => dispatch(item.url, options, teamId, deadlineAt)));
  let credits = 0;
  items.forEach((item, i) => {
    const outcome: ScrapeJobResult = outcomes[i];
    if (outcome.ok) {
      const { metadata, ...fields } = outcome.document;
      Object.assign(item, fields, { metadata });
      credits += metadata.creditsUsed ?? 0;
    } else {
      item.metadata = { statusCode: statusOf(outcome.details), error: outcome.message, sourceURL: item.url };
    }
  });
  return credits;
}

function statusOf(details: unknown): number {
  const code = (details as { statusCode?: unknown } | undefined)?.statusCode;
  return typeof code === 'number' ? code : 500;
}
