import type { Corpus } from './stand-in-fixtures.loader';

export type StandInRequest = {
  q: string;
  categories: string[];
  pageno: number;
  timeRange?: string;
  safesearch: number;
  language?: string;
};

type Row = Record<string, unknown>;

const RANGE_MS: Record<string, number> = { day: 86_400_000, week: 7 * 86_400_000, month: 31 * 86_400_000, year: 366 * 86_400_000 };

// Like many engines, the stand-in treats operators as nothing: our own filtering has to hold the contract.
const OPERATOR = /^-?(site|filetype|imagesize|larger):|^OR$/i;

export function searchTerms(q: string): string[] {
  return q
    .split(/\s+/)
    .filter((t) => t && !OPERATOR.test(t))
    .flatMap((t) => t.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])
    .filter((t) => t.length > 1);
}

/** Fixture dates are moved forward by the time since capture, so "3 hours ago" stays 3 hours ago. */
function shiftDate(value: unknown, shiftMs: number): string | null {
  if (typeof value !== 'string') return null;
  const ms = Date.parse(/Z|[+-]\d\d:\d\d$/.test(value) ? value : `${value}Z`);
  return Number.isFinite(ms) ? new Date(ms + shiftMs).toISOString().slice(0, 19) : null;
}

function matches(row: Row, terms: string[]): number {
  const haystack = `${String(row.title ?? '')} ${String(row.content ?? '')} ${String(row.url ?? '')}`.toLowerCase();
  return terms.filter((t) => haystack.includes(t)).length;
}

function allowed(row: Row, req: StandInRequest, now: number): boolean {
  if (req.safesearch >= 1 && row._adult === true) return false;
  const lang = req.language && !['all', 'auto'].includes(req.language) ? req.language.slice(0, 2).toLowerCase() : undefined;
  if (lang && typeof row._language === 'string' && row._language !== lang) return false;
  const range = req.timeRange ? RANGE_MS[req.timeRange] : undefined;
  // Engines keep undated results under a time range; only dated ones can be out of it.
  const date = typeof row.publishedDate === 'string' ? Date.parse(`${row.publishedDate}Z`) : NaN;
  return !(range && Number.isFinite(date) && date < now - range);
}

function publicFields(row: Row, shiftMs: number): Row {
  const out: Row = {};
  for (const [k, v] of Object.entries(row)) if (!k.startsWith('_')) out[k] = v;
  out.publishedDate = shiftDate(row.publishedDate, shiftMs);
  return out;
}

/** Results of one page: matching rows of the requested categories, best match first, `pageSize` per page. */
export function searchCorpora(corpora: Corpus[], req: StandInRequest, now: number): Row[] {
  const terms = searchTerms(req.q);
  const rows = corpora.flatMap((c) => c.results.map((raw) => ({ raw, r: publicFields(raw, now - Date.parse(c.capturedAt)) })));
  const ranked = rows
    .map((x) => ({ ...x, hits: terms.length === 0 ? 1 : matches(x.r, terms) }))
    .filter((x) => x.hits > 0 && allowed({ ...x.raw, publishedDate: x.r.publishedDate }, req, now))
    .sort((a, b) => b.hits - a.hits);
  const pageSize = corpora[0]?.pageSize ?? 10;
  return ranked.slice((req.pageno - 1) * pageSize, req.pageno * pageSize).map((x, i) => ({ ...x.r, positions: [i + 1] }));
}
