import type { Candidate } from '../lib/candidate.util';
import type { LocalCandidateRow, LocalIndexStore } from './local-index.port';

/** Image results of ranked pages: each page's images, those whose alt text names a query word first. */
export async function imageCandidates(store: LocalIndexStore, rows: LocalCandidateRow[], positive: string): Promise<Candidate[]> {
  const images = await store.images(rows.map((r) => r.id));
  const words = positive.toLowerCase().split(/\W+/).filter((w) => w.length > 2);
  const byPage = new Map<string, typeof images>();
  for (const image of images) byPage.set(image.page_id, [...(byPage.get(image.page_id) ?? []), image]);
  const out: Candidate[] = [];
  for (const row of rows) {
    // within a page, images whose alt text names a query word first
    const mine = [...(byPage.get(row.id) ?? [])].sort((a, b) => altHits(b.alt, words) - altHits(a.alt, words) || a.position - b.position);
    for (const image of mine) {
      out.push({
        url: row.url, title: image.alt || row.title, content: row.title, imageUrl: image.src,
        size: image.width && image.height ? { width: image.width, height: image.height } : undefined,
      });
    }
  }
  return out;
}

const altHits = (alt: string, words: string[]) => words.filter((w) => alt.toLowerCase().includes(w)).length;
