import { existsSync, readdirSync, readFileSync, statSync } from 'fs';
import { join } from 'path';

/** One markdown file of the corpus, with its path relative to the repository root. */
export type DocFile = { path: string; text: string };

/** The folder `scripts/build-app.js` copies the corpus into beside the built gateway (`dist/apps/api/docs-corpus`). */
export const BUILT_CORPUS_DIR = 'docs-corpus';

/**
 * The corpus files under a root: README.md, every guide under docs/, each lib's README.md and the
 * deployment READMEs (docker/, k8s/), in a stable order. build-app.js copies the same set (keep the two in step).
 */
export function docsCorpusPaths(root: string): string[] {
  const paths: string[] = [];
  if (existsSync(join(root, 'README.md'))) paths.push('README.md');
  paths.push(...markdownUnder(root, 'docs'));
  const libs = join(root, 'libs');
  if (existsSync(libs)) {
    for (const lib of readdirSync(libs).sort()) {
      if (existsSync(join(libs, lib, 'README.md'))) paths.push(`libs/${lib}/README.md`);
    }
  }
  for (const extra of ['docker/README.md', 'k8s/README.md']) if (existsSync(join(root, extra))) paths.push(extra);
  return paths;
}

export function readDocsCorpus(root: string): DocFile[] {
  return docsCorpusPaths(root).map((path) => ({ path, text: readFileSync(join(root, path), 'utf8') }));
}

/**
 * Where the corpus is, looking up from `startDir`: a built copy (`docs-corpus/` beside the bundle)
 * or the repository itself (a folder with README.md, docs/ and libs/). Undefined when neither.
 */
export function findDocsRoot(startDir: string): string | undefined {
  let dir = startDir;
  for (;;) {
    const built = join(dir, BUILT_CORPUS_DIR);
    if (existsSync(join(built, 'README.md'))) return built;
    if (existsSync(join(dir, 'README.md')) && existsSync(join(dir, 'docs')) && existsSync(join(dir, 'libs'))) return dir;
    const parent = join(dir, '..');
    if (parent === dir) return undefined;
    dir = parent;
  }
}

function markdownUnder(root: string, rel: string): string[] {
  const dir = join(root, rel);
  if (!existsSync(dir)) return [];
  return readdirSync(dir).sort().flatMap((name) => {
    const child = `${rel}/${name}`;
    if (statSync(join(root, child)).isDirectory()) return markdownUnder(root, child);
    return name.endsWith('.md') ? [child] : [];
  });
}
