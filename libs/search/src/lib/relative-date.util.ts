const UNITS: [string, number][] = [
  ['year', 365 * 86_400_000],
  ['month', 30 * 86_400_000],
  ['week', 7 * 86_400_000],
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** "3 hours ago", "1 day ago"; the news group shows wording, not timestamps (spec 2.1). */
export function formatRelativeDate(date: number, now: number): string {
  const diff = now - date;
  // A minute of clock skew between engines and us should not read as "in the future".
  if (Math.abs(diff) < 60_000) return 'just now';
  const abs = Math.abs(diff);
  const [unit, ms] = UNITS.find(([, size]) => abs >= size) ?? UNITS[UNITS.length - 1];
  const count = Math.floor(abs / ms);
  const words = `${count} ${unit}${count === 1 ? '' : 's'}`;
  return diff > 0 ? `${words} ago` : `in ${words}`;
}

/**
 * SearXNG dates are ISO strings, often without a timezone; those are UTC (engines normalise to it).
 * Returns epoch ms or undefined for missing/unparseable values.
 */
export function parseProviderDate(value: string | null | undefined): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  const hasZone = /(Z|[+-]\d{2}:?\d{2})$/i.test(trimmed);
  const isoLike = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/.test(trimmed);
  const ms = Date.parse(isoLike && !hasZone ? `${trimmed.replace(' ', 'T')}Z` : trimmed);
  return Number.isFinite(ms) ? ms : undefined;
}
