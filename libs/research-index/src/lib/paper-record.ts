import type { ExternalNamespace } from './paper-ref';

/** A paper as a source adapter hands it over, ids already normalised (normaliseExternalId). */
export type PaperRecord = {
  ids: Partial<Record<ExternalNamespace, string>> & Record<string, string | undefined>;
  title: string;
  abstract: string;
  authors: { name: string; affiliation: string | null }[];
  categories: string[];
  /** YYYY-MM-DD */
  publishedDate: string | null;
  updatedDate: string | null;
  source: string;
};

/** What a source page yields: the papers it could read and a line per entry it could not. */
export type SourcePage = { records: PaperRecord[]; malformed: string[]; next: string | null; total: number | null };

/** Keeps a YYYY-MM-DD prefix of a date string, or null. */
export function isoDay(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value.trim());
  if (m) return `${m[1]}-${m[2]}-${m[3]}`;
  const y = /^(\d{4})$/.exec(value.trim());
  return y ? `${y[1]}-01-01` : null;
}

/** Collapses whitespace and strips tags some sources leave in titles and abstracts. */
export function cleanText(value: unknown): string {
  if (typeof value !== 'string') return '';
  return value.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();
}
