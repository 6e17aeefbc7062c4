export type TimeRange = 'day' | 'week' | 'month' | 'year';

/** A parsed `tbs`. `window` is enforced on our side with publishedDate; `timeRange` is what the provider can do. */
export type TimeFilter = {
  timeRange?: TimeRange;
  window?: { from?: number; to?: number };
  sortByDate: boolean;
};

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const UNIT_MS: Record<string, number> = { h: HOUR, d: DAY, w: 7 * DAY, m: 30 * DAY, y: 365 * DAY };
const RANGES: [TimeRange, number][] = [['day', DAY], ['week', 7 * DAY], ['month', 31 * DAY], ['year', 366 * DAY]];

/**
 * Parses Google-style tbs: `qdr:h|d|w|m|y` (optionally with a count, `qdr:d3`), `cdr:1,cd_min:MM/DD/YYYY,cd_max:MM/DD/YYYY`
 * and `sbd:1`, combined with commas. Unknown parts are ignored, as Google does.
 */
export function parseTbs(tbs: string | undefined, now: number): TimeFilter {
  const parts = new Map<string, string>();
  for (const piece of (tbs ?? '').split(',')) {
    const [key, ...rest] = piece.trim().split(':');
    if (key) parts.set(key.toLowerCase(), rest.join(':').trim());
  }
  const filter: TimeFilter = { sortByDate: parts.get('sbd') === '1' };
  const qdr = /^([hdwmy])(\d*)$/i.exec(parts.get('qdr') ?? '');
  if (qdr) {
    const count = qdr[2] ? Math.max(1, Number(qdr[2])) : 1;
    const span = count * UNIT_MS[qdr[1].toLowerCase()];
    filter.timeRange = coveringRange(span);
    // A single day/week/month/year is exactly what the provider does; anything finer needs our own check.
    if (qdr[1].toLowerCase() === 'h' || count > 1) filter.window = { from: now - span };
  } else if (parts.get('cdr') === '1') {
    const from = parseUsDate(parts.get('cd_min'), false);
    const to = parseUsDate(parts.get('cd_max'), true);
    if (from !== undefined || to !== undefined) {
      filter.window = { from, to };
      if (from !== undefined && from <= now) filter.timeRange = coveringRange(now - from);
    }
  }
  return filter;
}

/** Smallest provider range that contains the span, so the provider pre-filters and we narrow down. */
function coveringRange(spanMs: number): TimeRange | undefined {
  return RANGES.find(([, ms]) => spanMs <= ms)?.[0];
}

/** `MM/DD/YYYY` (Google's format) as UTC; `endOfDay` makes cd_max inclusive. */
export function parseUsDate(value: string | undefined, endOfDay: boolean): number | undefined {
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value ?? '');
  if (!m) return undefined;
  const [month, day, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const start = Date.UTC(year, month - 1, day);
  const check = new Date(start);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return undefined;
  return endOfDay ? start + DAY - 1 : start;
}

/** Whether a result date is inside the window; an undated result cannot be shown to be, so it fails. */
export function isInWindow(date: number | undefined, window: TimeFilter['window']): boolean {
  if (!window) return true;
  if (date === undefined) return false;
  return (window.from === undefined || date >= window.from) && (window.to === undefined || date <= window.to);
}
