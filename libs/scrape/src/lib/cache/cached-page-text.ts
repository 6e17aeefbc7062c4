import { DEFAULT_MAX_AGE_MS } from '@wsa/contracts';
import { findCachedDocumentByUrl, type Db } from '@wsa/db';
import { normalizeCacheUrl } from './normalize-url';

/**
 * The markdown of the newest cached page for a URL, whatever options stored it (shared entries or the
 * team's own, no older than the cache's default `maxAge`): the page text that search highlights quote
 * when a result was not scraped by this request. Undefined when no stored document has markdown.
 * Entries are stored under the URL as requested, so both that and its normalised form are looked up.
 */
export async function readCachedPageText(db: Db, url: string, teamId: string | null, now = Date.now()): Promise<string | undefined> {
  let normalized: string;
  try {
    normalized = normalizeCacheUrl(url);
  } catch {
    return undefined;
  }
  const urls = [...new Set([url, normalized])];
  const row = await findCachedDocumentByUrl(db, { urls, teamId, newerThan: new Date(now - DEFAULT_MAX_AGE_MS) });
  const markdown = (row?.document as { markdown?: unknown } | undefined)?.markdown;
  return typeof markdown === 'string' && markdown.trim() !== '' ? markdown : undefined;
}
