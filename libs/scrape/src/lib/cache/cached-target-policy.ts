import { checkUrlAllowed } from '@wsa/fetcher/address';

/**
 * A cached answer passes the same target policy as a fresh fetch: the URL asked for and the URL
 * the stored page came from (after redirects) must both be allowed now. An entry stored while
 * local targets were allowed (or before a name moved to a private address) is then a miss, and
 * the fresh scrape refuses the target with its usual error. A failed lookup is a miss too.
 */
export async function cachedTargetsAllowed(requestedUrl: string, storedUrl: string | undefined, allowLocalTargets: boolean): Promise<boolean> {
  if (allowLocalTargets) return true;
  const urls = storedUrl && storedUrl !== requestedUrl ? [requestedUrl, storedUrl] : [requestedUrl];
  try {
    await Promise.all(urls.map((url) => checkUrlAllowed(url, false)));
    return true;
  } catch {
    return false;
  }
}
