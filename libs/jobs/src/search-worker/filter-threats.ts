import type { SearchData, ThreatProtection } from '@wsa/contracts';
import { createThreatChecker, normalizeHost, resolveThreatSettings, type RiskProvider, type ThreatVerdict } from '@wsa/threats';

export type ThreatFilterOutcome = { removed: number; urlsScanned: number; warning?: string };

/**
 * threatProtection on a search that scrapes nothing: every result URL (web, news, and the page an
 * image is on) goes through the rules and the risk provider like a scrape's URL would, and blocked
 * results are dropped, positions renumbered. Each URL is checked once (+2 credits per URL the
 * provider scored: `urlsScanned`). A search with scrapeOptions leaves this to its result scrapes,
 * which answer 403 in the blocked result's metadata instead.
 */
export async function filterThreats(data: SearchData, protection: ThreatProtection, provider: RiskProvider | null): Promise<ThreatFilterOutcome> {
  const check = createThreatChecker(resolveThreatSettings(protection), provider);
  const verdicts = new Map<string, Promise<ThreatVerdict | null>>();
  const verdictOf = (url: string) => {
    if (!verdicts.has(url)) verdicts.set(url, check(url).catch(() => null));
    return verdicts.get(url)!;
  };
  const all = [...(data.web ?? []), ...(data.news ?? []), ...(data.images ?? [])];
  await Promise.all(all.map((r) => verdictOf(r.url)));
  const blockedHosts = new Set<string>();
  let removed = 0;
  const keep = async <T extends { url: string; position: number }>(items: T[] | undefined): Promise<T[] | undefined> => {
    if (!items) return undefined;
    const kept: T[] = [];
    for (const r of items) {
      const v = await verdictOf(r.url);
      // a URL that does not parse as one cannot be checked: it is not served under protection
      if (v === null || v.blocked) {
        removed += 1;
        blockedHosts.add(v?.blocked ? v.host : hostOf(r.url));
      } else kept.push(r);
    }
    return kept.map((r, i) => ({ ...r, position: i + 1 }));
  };
  const [web, news, images] = await Promise.all([keep(data.web), keep(data.news), keep(data.images)]);
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

function hostOf(url: string): string {
  try {
    return normalizeHost(new URL(url).hostname);
  } catch {
    return 'an invalid URL';
  }
}
