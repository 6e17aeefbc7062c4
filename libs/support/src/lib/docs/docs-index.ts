import { unitRanker } from '@wsa/passages';
import { findDocsRoot, readDocsCorpus, type DocFile } from './docs-files';
import { splitDoc, type DocPassage } from './split-docs';

export type DocHit = { passage: DocPassage; score: number };

/** The docs corpus split into passages, with the BM25 statistics computed once. */
export type DocsIndex = { files: number; passages: readonly DocPassage[]; search(question: string, limit?: number): DocHit[] };

// The file's own name is strong evidence of its subject ("api-keys.md" for "create an API key").
const fileWords = (path: string) => path.replace(/\.md$/, '').replace(/[/_-]+/g, ' ');

export function buildDocsIndex(files: readonly DocFile[]): DocsIndex {
  const passages = files.flatMap(splitDoc);
  const rank = unitRanker(passages.map((p) => ({ text: p.text, headings: [fileWords(p.path), ...p.headings] })));
  return {
    files: files.length,
    passages,
    search: (question, limit = 5) => diverse(rank(question, { limit: limit * 4 }).map((r) => ({ passage: passages[r.index], score: r.score })), limit),
  };
}

// at most two passages of one file: the evidence should show the other documents that answer too
const PER_FILE = 2;

function diverse(hits: DocHit[], limit: number): DocHit[] {
  const perFile = new Map<string, number>();
  return hits.filter((h) => {
    const n = perFile.get(h.passage.path) ?? 0;
    perFile.set(h.passage.path, n + 1);
    return n < PER_FILE;
  }).slice(0, limit);
}

/** The index of the corpus found from `startDir` (see findDocsRoot), or null when there is none. */
export function loadDocsIndex(startDir: string): DocsIndex | null {
  const root = findDocsRoot(startDir);
  if (!root) return null;
  const files = readDocsCorpus(root);
  return files.length ? buildDocsIndex(files) : null;
}
