import type { ChangeTrackingResult } from '@wsa/contracts';
import { normalizeNoise } from './noise';

export type Version = { statusCode: number; markdown: string };

const isGone = (status: number) => status === 404 || status === 410;

/**
 * new: no earlier scrape; removed: 404/410 after an earlier success; changed: the markdown differs
 * beyond noise, or the page came back after being gone; same otherwise.
 */
export function changeStatus(previous: Version | null, current: Version): ChangeTrackingResult['changeStatus'] {
  if (!previous) return 'new';
  const wasThere = !isGone(previous.statusCode) && previous.statusCode < 400;
  if (isGone(current.statusCode)) return wasThere ? 'removed' : 'same';
  if (!wasThere) return 'changed';
  return normalizeNoise(previous.markdown) === normalizeNoise(current.markdown) ? 'same' : 'changed';
}

/**
 * hidden when the page asks not to be indexed (robots meta or X-Robots-Tag noindex); we do not
 * crawl the site's home page or sitemap during a scrape, so "not linked" is never known here and
 * every other page is visible (README: change tracking).
 */
export function visibility(robotsMeta: unknown, headers: Record<string, string>): ChangeTrackingResult['visibility'] {
  const robots = `${typeof robotsMeta === 'string' ? robotsMeta : ''} ${headers['x-robots-tag'] ?? ''}`;
  return /\bnoindex\b|\bnone\b/i.test(robots) ? 'hidden' : 'visible';
}
