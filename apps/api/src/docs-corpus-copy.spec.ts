import { mkdtempSync, rmSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { docsCorpusPaths, findDocsRoot } from '@wsa/support';

// scripts/build-app.js copies the docs-search corpus beside the gateway bundle (the Docker image
// keeps only dist/apps): the copy must hold exactly the files the lib reads from the repository.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { copyDocsCorpus } = require('../../../scripts/build-app.js') as { copyDocsCorpus: (root: string, target: string) => void };

it('the built corpus is the same file set as the repository corpus, and is found first', () => {
  const root = join(__dirname, '..', '..', '..');
  const out = mkdtempSync(join(tmpdir(), 'docs-corpus-'));
  try {
    const target = join(out, 'docs-corpus');
    copyDocsCorpus(root, target);
    expect(docsCorpusPaths(target)).toEqual(docsCorpusPaths(root));
    expect(docsCorpusPaths(root)).toEqual(expect.arrayContaining(['README.md', 'docs/api-reference.md', 'libs/support/README.md']));
    expect(findDocsRoot(out)).toBe(target);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});
