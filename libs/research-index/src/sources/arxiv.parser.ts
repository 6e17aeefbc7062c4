import { DOMParser } from 'linkedom';
import { normaliseExternalId } from '../lib/paper-ref';
import { cleanText, isoDay, type PaperRecord, type SourcePage } from '../lib/paper-record';

type El = { textContent: string | null; getAttribute(n: string): string | null; getElementsByTagName(n: string): ArrayLike<El> };

const text = (e: El, tag: string) => cleanText(e.getElementsByTagName(tag)[0]?.textContent ?? '');

/** One Atom entry of the arXiv API as a PaperRecord; null for an error entry or one without id/title. */
export function arxivRecord(e: El): PaperRecord | null {
  const arxiv = normaliseExternalId('arxiv', text(e, 'id').replace(/^https?:\/\/arxiv\.org\/abs\//, ''));
  const title = text(e, 'title');
  if (!arxiv || !title) return null;
  const ids: PaperRecord['ids'] = { arxiv };
  const doi = normaliseExternalId('doi', text(e, 'arxiv:doi'));
  if (doi) ids.doi = doi;
  const authors = Array.from(e.getElementsByTagName('author')).map((a) => ({ name: text(a, 'name'), affiliation: text(a, 'arxiv:affiliation') || null })).filter((a) => a.name);
  const categories = [...new Set(Array.from(e.getElementsByTagName('category')).map((c) => c.getAttribute('term') ?? '').filter(Boolean))];
  return { ids, title, abstract: text(e, 'summary'), authors, categories, publishedDate: isoDay(text(e, 'published')), updatedDate: isoDay(text(e, 'updated')), source: 'arxiv' };
}

/**
 * An arXiv API Atom feed: its entries, the total (opensearch:totalResults) and the next `start`
 * (null when this page is the last). The API reports a bad query as a single entry titled "Error".
 */
export function parseArxivFeed(xml: string, start: number): SourcePage & { error: string | null } {
  const doc = new DOMParser().parseFromString(xml, 'text/xml') as unknown as El;
  const feed = doc.getElementsByTagName('feed')[0];
  if (!feed) return { records: [], malformed: ['the answer is not an Atom feed'], next: null, total: null, error: 'the answer is not an Atom feed' };
  const total = Number(text(feed, 'opensearch:totalResults')) || 0;
  const entries = Array.from(feed.getElementsByTagName('entry'));
  const first = entries[0];
  if (entries.length === 1 && first && /arxiv\.org\/api\/errors/.test(text(first, 'id'))) {
    return { records: [], malformed: [], next: null, total: 0, error: text(first, 'summary') || 'the arXiv API reported an error' };
  }
  const records: PaperRecord[] = [];
  const malformed: string[] = [];
  for (const [i, e] of entries.entries()) {
    const rec = arxivRecord(e);
    if (rec) records.push(rec);
    else malformed.push(`entry ${start + i} has no valid arXiv id or title`);
  }
  const next = entries.length > 0 && start + entries.length < total ? String(start + entries.length) : null;
  return { records, malformed, next, total, error: null };
}
