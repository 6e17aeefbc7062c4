// Loads the two extraction benchmarks from ../shared/datasets beside the repository (layout in each SOURCE.md).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';

export const DATASETS_DIR = process.env.CONTENT_DATASETS_DIR ?? join(repositoryRoot(__dirname), '..', 'shared', 'datasets');

/** The checkout's root (where nx.json is), found from this file or from its bundle under tmp/. */
function repositoryRoot(from: string): string {
  for (let dir = from; dir !== dirname(dir); dir = dirname(dir)) if (existsSync(join(dir, 'nx.json'))) return dir;
  return process.cwd();
}

export type BenchPage = { id: string; url: string; html: string; truth: string; pageType: string; withSnippets?: string[]; withoutSnippets?: string[] };

function readGz(path: string): string {
  return gunzipSync(readFileSync(path)).toString('utf8');
}

export function loadAeb(): BenchPage[] {
  const dir = join(DATASETS_DIR, 'article-extraction-benchmark');
  const truth = JSON.parse(readFileSync(join(dir, 'ground-truth.json'), 'utf8')) as Record<string, { url: string; articleBody: string }>;
  return Object.entries(truth)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([id, t]) => ({ id, url: t.url, html: readGz(join(dir, 'html', `${id}.html.gz`)), truth: t.articleBody ?? '', pageType: 'article' }));
}

type WcxbTruth = { url: string; ground_truth: { main_content: string; with?: string[]; without?: string[] } };

export function loadWcxb(): BenchPage[] {
  const dir = join(DATASETS_DIR, 'wcxb-dev-sample');
  const meta = JSON.parse(readFileSync(join(dir, 'metadata.json'), 'utf8')) as Record<string, { page_type: string }>;
  return readdirSync(join(dir, 'html'))
    .filter((f) => f.endsWith('.html.gz'))
    .sort()
    .map((file) => {
      const id = file.replace('.html.gz', '');
      const gt = JSON.parse(readFileSync(join(dir, 'ground-truth', `${id}.json`), 'utf8')) as WcxbTruth;
      return {
        id,
        url: gt.url,
        html: readGz(join(dir, 'html', file)),
        truth: gt.ground_truth.main_content ?? '',
        pageType: meta[id]?.page_type ?? 'unknown',
        withSnippets: gt.ground_truth.with ?? [],
        withoutSnippets: gt.ground_truth.without ?? [],
      };
    });
}
