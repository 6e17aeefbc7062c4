// Realistic synthetic pages for the local-index benchmarks: paragraphs, titles and domains drawn
// from the real dataset pages (../shared/datasets), so term frequencies and page lengths look like
// the web's rather than a uniform lexicon's. Deterministic (seeded).
import type { IndexedPageInput } from '@wsa/db';
import { loadAeb, loadWcxb } from '../content/dataset-loader';

// the seeded PRNG of the paper fixture corpus (mulberry32): one copy in the repository
export { prng as seededRandom } from '@wsa/testing';

export type Corpus = { paragraphs: string[]; titles: string[]; chain: Map<string, string[]>; starts: string[] };

export function loadCorpus(): Corpus {
  const pages = [...loadAeb(), ...loadWcxb()];
  const paragraphs = pages.flatMap((p) => p.truth.split(/\n+/)).map((s) => s.trim()).filter((s) => s.length >= 80 && s.length <= 2000);
  const titles = pages.map((p) => {
    try {
      return decodeURIComponent(new URL(p.url).pathname).split(/[^\p{L}\p{N}]+/u).filter((w) => w.length > 2 && !/^\d+$/.test(w)).slice(0, 10).join(' ');
    } catch {
      return '';
    }
  }).filter((t) => t.split(' ').length >= 2);
  // a word bigram chain over the real text: generated prose keeps the web's word frequencies
  // without repeating whole paragraphs (which would make every query match far too many pages)
  const chain = new Map<string, string[]>();
  const starts: string[] = [];
  for (const para of paragraphs) {
    for (const sentence of para.split(/(?<=[.!?])\s+/)) {
      const words = sentence.split(/\s+/).filter(Boolean);
      if (words.length < 4) continue;
      starts.push(words[0]);
      for (let i = 0; i + 1 < words.length; i++) {
        const next = chain.get(words[i]);
        if (next) next.push(words[i + 1]);
        else chain.set(words[i], [words[i + 1]]);
      }
    }
  }
  return { paragraphs, titles, chain, starts };
}

function generatedSentence(corpus: Corpus, rnd: () => number): string {
  const pick = <T>(xs: T[]) => xs[Math.floor(rnd() * xs.length)];
  const words = [pick(corpus.starts)];
  const length = 8 + Math.floor(rnd() * 22);
  while (words.length < length) {
    const next = corpus.chain.get(words[words.length - 1]);
    if (!next) break;
    words.push(pick(next));
    if (/[.!?]$/.test(words[words.length - 1])) break;
  }
  return words.join(' ');
}

/**
 * Page `i` of a generated collection: one real paragraph (the page's topic) then generated prose,
 * 150-3000 words of body (median ~450), 2-5 headings, 40% dated articles.
 */
export function syntheticPage(i: number, corpus: Corpus, rnd: () => number): Omit<IndexedPageInput, 'images'> {
  const pick = <T>(xs: T[]) => xs[Math.floor(rnd() * xs.length)];
  const target = Math.min(3000, Math.max(150, Math.round(Math.exp(6.1 + rnd() * 1.2 - 0.3 + (rnd() - 0.5) * 0.8))));
  const body: string[] = [pick(corpus.paragraphs)];
  let words = body[0].split(/\s+/).length;
  while (words < target) {
    const sentences = Array.from({ length: 3 + Math.floor(rnd() * 5) }, () => generatedSentence(corpus, rnd));
    const p = sentences.join(' ');
    body.push(p);
    words += p.split(/\s+/).length;
  }
  const headings = Array.from({ length: 2 + Math.floor(rnd() * 4) }, () => pick(corpus.paragraphs).split(/\s+/).slice(0, 3 + Math.floor(rnd() * 5)).join(' '));
  const domain = `site${Math.floor(rnd() * 3000)}.example`;
  const dated = rnd() < 0.4;
  const title = pick(corpus.titles);
  return {
    url: `https://${domain}/p/${i}`,
    domain,
    title,
    description: pick(corpus.paragraphs).split(/(?<=[.!?])\s/)[0].slice(0, 300),
    headings: headings.join('\n'),
    body: body.join('\n'),
    urlWords: `${domain.replace('.', ' ')} p ${title.toLowerCase()}`,
    language: rnd() < 0.9 ? 'en' : pick(['de', 'fr', 'es', 'pt']),
    publishedAt: dated ? new Date(Date.now() - Math.floor(rnd() * 730) * 86_400_000) : null,
    scrapedAt: new Date(Date.now() - Math.floor(rnd() * 30) * 86_400_000),
    isArticle: dated,
  };
}

/** Queries as people type them: the judged set's, and 2-3 consecutive words of real titles. */
export function benchQueries(corpus: Corpus, judged: string[], count: number, rnd: () => number): string[] {
  const out = [...judged];
  while (out.length < count) {
    const words = corpus.titles[Math.floor(rnd() * corpus.titles.length)].toLowerCase().split(' ');
    const n = 2 + Math.floor(rnd() * 2);
    const start = Math.floor(rnd() * Math.max(1, words.length - n + 1));
    out.push(words.slice(start, start + n).join(' '));
  }
  return out.slice(0, count);
}
