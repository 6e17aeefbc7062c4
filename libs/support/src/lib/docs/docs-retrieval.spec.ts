import { readFileSync } from 'fs';
import { join } from 'path';
import { findDocsRoot, readDocsCorpus } from './docs-files';
import { buildDocsIndex } from './docs-index';
import { searchDocs } from './docs-search';

// Retrieval quality over this repository's real documentation, on a judged set of questions whose
// right guide is known (testdata/judged-questions.json; bench/support reports the same figures).
type Judged = { question: string; expect: string };
const judged = JSON.parse(readFileSync(join(__dirname, 'testdata', 'judged-questions.json'), 'utf8')) as Judged[];
const root = findDocsRoot(__dirname)!;
const files = readDocsCorpus(root);
const index = buildDocsIndex(files);

describe('docs corpus', () => {
  it('holds the README, every guide, the API reference and the libs READMEs', () => {
    const paths = files.map((f) => f.path);
    expect(paths).toEqual(expect.arrayContaining(['README.md', 'docs/api-reference.md', 'docs/api-keys-and-credits.md', 'docs/troubleshooting.md', 'libs/passages/README.md', 'libs/support/README.md']));
    expect(judged.length).toBeGreaterThanOrEqual(30);
    for (const q of judged) expect(paths).toContain(q.expect);
  });

  it('every cited line range is exactly the passage', () => {
    const text = new Map(files.map((f) => [f.path, f.text.split('\n')]));
    for (const p of index.passages) expect(text.get(p.path)!.slice(p.startLine - 1, p.endLine).join('\n').trim()).toBe(p.text);
  });
});

describe('retrieval on the judged set', () => {
  const ranks = judged.map((q) => index.search(q.question, 5).findIndex((h) => h.passage.path === q.expect));

  it('puts the right guide among the first 3 passages for at least 90% of the questions, first for at least 65%', () => {
    const top3 = ranks.filter((r) => r >= 0 && r < 3).length / judged.length;
    const top1 = ranks.filter((r) => r === 0).length / judged.length;
    expect(top3).toBeGreaterThanOrEqual(0.9);
    expect(top1).toBeGreaterThanOrEqual(0.65);
  });

  it('"how do I create an API key" cites the keys guide, with the keys create command in the answer', async () => {
    const res = await searchDocs({ docs: index }, 'how do I create an API key');
    expect(res.evidence.map((e) => e.pathOrUrl)).toContainEqual(expect.stringMatching(/^docs\/api-keys-and-credits\.md#L\d+-L\d+$/));
    expect(res.answer).toContain('keys create');
  });

  it('an option name finds its guide: maxAge -> caching', () => {
    expect(index.search('maxAge', 1)[0].passage.path).toBe('docs/caching.md');
  });
});
