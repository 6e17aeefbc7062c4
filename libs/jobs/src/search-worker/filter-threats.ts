import type { ImageResult, SearchData, ThreatProtection } from '@wsa/contracts';
import { createThreatChecker, normalizeHost, resolveThreatSettings, type RiskProvider, type ThreatVerdict } from '@wsa/threats';

export type ThreatFilterOutcome = { removed: number; urlsScanned: number; warning?: string };

/**
 * threatProtection on a search that scrapes nothing: every result URL goes through the rules and the
 * risk provider like a scrape's URL would, and blocked results are dropped, positions renumbered.
 * An image result is shown from its `imageUrl` and links to its page `url`, so both are checked and
 * either one blocked drops it. Each distinct URL is checked once (+2 credits per URL the provider
 * scored: `urlsScanned`; an image URL the provider scored is a URL scanned like any other). A
 * search with scrapeOptions leaves this to its result scrapes, which answer 403 in the blocked
 * result's metadata instead.
 */
export async function filterThreats(data: SearchData, protection: ThreatProtection, provider: RiskProvider | null): Promise<ThreatFilterOutcome> {
  const check = createThreatChecker(resolveThreatSettings(protection), provider);
  const verdicts = new Map<string, Promise<ThreatVerdict | null>>();
  const verdictOf = (url: string) => {
    if (!verdicts.has(url)) verdicts.set(url, check(url).catch(() => null));
    return verdicts.get(url)!;
  };
  const pages = [...(data.web ?? []), ...(data.news ?? [])].map(pageUrls);
  await Promise.all([...pages, ...(data.images ?? []).map(imageUrls)].flat().map(verdictOf));
  const blockedHosts = new Set<string>();
  let removed = 0;
  const keep = async <T extends { url: string; position: number }>(items: T[] | undefined, urlsToCheck: (r: T) => string[]): Promise<T[] | undefined> => {
    if (!items) return undefined;
    const kept: T[] = [];
    for (const r of items) {
      let blocked = false;
      for (const url of urlsToCheck(r)) {
        const v = await verdictOf(url);
        // a URL that does not parse as one cannot be checked: it is not served under protection
        if (v === null || v.blocked) {
          blocked = true;
          blockedHosts.add(v?.blocked ? v.host : hostOf(url));
        }
      }
      if (blocked) removed += 1;
      else kept.push(r);
    }
    return kept.map((r, i) => ({ ...r, position: i + 1 }));
  };
  const [web, news, images] = await Promise.all([keep(data.web, pageUrls), keep(data.news, pageUrls), keep(data.images, imageUrls)]);
  setGroup(data, 'web', web);
  setGroup(data, 'news', news);
  setGroup(data, 'images', images);
  let urlsScanned = 0;
  for (const v of await Promise.all(verdicts.values())) if (v?.scanned) urlsScanned += 1;
  const warning = removed > 0 ? `Threat protection removed ${removed} result${removed === 1 ? '' : 's'} (blocked: ${[...blockedHosts].sort().join(', ')}).` : undefined;
  return { removed, urlsScanned, warning };
}

function setGroup<K extends 'web' | 'news' | 'images'>(data: SearchData, key: K, items: SearchData[K] | undefined): void {
  if (items && items.length > 0) data[key] = items;
  else delete data[key];
}

// A web or news result sends the user to its page. (A news result's optional thumbnail decorates a
// page that is checked; it is not a result of its own.)
const pageUrls = (r: { url: string }): string[] => [r.url];
// An image result shows the image itself and links to the page it is on: both are checked.
const imageUrls = (r: ImageResult): string[] => (r.imageUrl && r.imageUrl !== r.url ? [r.url, r.imageUrl] : [r.url]);

function hostOf(url: string): string {
  try {
    return normalizeHost(new URL(url).hostname);
  } catch {
    return 'an invalid URL';
  }
}
