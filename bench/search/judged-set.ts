// The judged query set (bench/search/judged/queries.json) and the judging rule that turns it into qrels.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { DATASETS_DIR, type BenchPage } from '../content/dataset-loader';

export type JudgedQuery = { id: string; query: string; topic: string; mention: string; minMentions?: number };
export type Qrels = Record<string, Record<string, number>>;
/** a dataset page as the judging rule reads it: its ground-truth title and main text */
export type JudgedPage = { url: string; title: string; text: string };

/** bench/search/judged of this checkout, found from this file or from its bundle under tmp/ */
export const JUDGED_DIR = (() => {
  for (let dir = __dirname; dir !== dirname(dir); dir = dirname(dir)) if (existsSync(join(dir, 'nx.json'))) return join(dir, 'bench', 'search', 'judged');
  return join(process.cwd(), 'bench', 'search', 'judged');
})();

export function loadJudgedQueries(): JudgedQuery[] {
  return (JSON.parse(readFileSync(join(JUDGED_DIR, 'queries.json'), 'utf8')) as { queries: JudgedQuery[] }).queries;
}

/** Ground truth for judging: WCXB's title, else the words of the URL path (AEB has no title). */
export function judgedPage(p: BenchPage, dataset: 'aeb' | 'wcxb'): JudgedPage {
  if (dataset === 'wcxb') {
    const gt = JSON.parse(readFileSync(join(DATASETS_DIR, 'wcxb-dev-sample', 'ground-truth', `${p.id}.json`), 'utf8')) as { ground_truth: { title?: string } };
    return { url: p.url, title: gt.ground_truth.title ?? '', text: p.truth };
  }
  const slug = decodeURIComponent(new URL(p.url).pathname).replace(/[^\p{L}\p{N}]+/gu, ' ');
  return { url: p.url, title: slug, text: p.truth };
}

/** The rule in queries.json "method": grade 2 topic in the title, 1 enough mentions in the main text, else 0. */
export function judge(q: JudgedQuery, page: JudgedPage): number {
  if (new RegExp(q.topic, 'i').test(page.title)) return 2;
  const mentions = page.text.match(new RegExp(q.mention, 'gi'))?.length ?? 0;
  return mentions >= (q.minMentions ?? 2) ? 1 : 0;
}

export function buildQrels(queries: JudgedQuery[], pages: JudgedPage[], key: (url: string) => string): Qrels {
  const qrels: Qrels = {};
  for (const q of queries) {
    qrels[q.id] = {};
    for (const page of pages) {
      const grade = judge(q, page);
      if (grade > 0) qrels[q.id][key(page.url)] = grade;
    }
  }
  return qrels;
}
