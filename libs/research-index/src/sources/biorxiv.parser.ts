import { normaliseExternalId } from '../lib/paper-ref';
import { cleanText, isoDay, type PaperRecord, type SourcePage } from '../lib/paper-record';

// The bioRxiv/medRxiv API (https://api.biorxiv.org): `details/<server>/<from>/<to>/<cursor>` lists
// preprints of a date window, 100 a page, one row per version.

type Json = Record<string, unknown>;
const str = (v: unknown) => (typeof v === 'string' ? v : '');

export function biorxivRecord(raw: unknown): PaperRecord | null {
  const r = (raw && typeof raw === 'object' ? raw : {}) as Json;
  const doi = normaliseExternalId('doi', str(r.doi));
  const title = cleanText(r.title);
  if (!doi || !title) return null;
  const institution = cleanText(r.author_corresponding_institution) || null;
  const names = str(r.authors).split(';').map((n) => n.trim()).filter(Boolean);
  const authors = names.map((name) => ({ name, affiliation: name === cleanText(r.author_corresponding) ? institution : null }));
  const server = str(r.server).toLowerCase() === 'medrxiv' ? 'medrxiv' : 'biorxiv';
  const category = cleanText(r.category);
  return { ids: { doi }, title, abstract: cleanText(r.abstract), authors, categories: category ? [category] : [], publishedDate: isoDay(r.date), updatedDate: null, source: server };
}

/** One page: its records (the newest version of each DOI wins in the merge), the next cursor. */
export function parseBiorxivDetails(body: string, cursor: number): SourcePage {
  const json = JSON.parse(body) as { messages?: Json[]; collection?: unknown[] };
  const message = json.messages?.[0] ?? {};
  if (str(message.status) && str(message.status) !== 'ok') {
    return { records: [], malformed: [], next: null, total: 0 };
  }
  const records: PaperRecord[] = [];
  const malformed: string[] = [];
  for (const [i, raw] of (json.collection ?? []).entries()) {
    const rec = biorxivRecord(raw);
    if (rec) records.push(rec);
    else malformed.push(`entry ${cursor + i} has no DOI or title`);
  }
  const total = Number(message.total) || 0;
  const count = json.collection?.length ?? 0;
  return { records, malformed, next: count > 0 && cursor + count < total ? String(cursor + count) : null, total };
}
