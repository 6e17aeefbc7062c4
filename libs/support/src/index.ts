export type { AnswerWriter, AnswerWriterRequest, AnswerWriterResult } from './lib/answer-writer';
export { BudgetExceededError } from './lib/budget';
export { BUILT_CORPUS_DIR, docsCorpusPaths, findDocsRoot, readDocsCorpus, type DocFile } from './lib/docs/docs-files';
export { splitDoc, passageRef, type DocPassage } from './lib/docs/split-docs';
export { buildDocsIndex, loadDocsIndex, type DocsIndex, type DocHit } from './lib/docs/docs-index';
export { searchDocs, type DocsSearchDeps } from './lib/docs/docs-search';
export { askSupport, ASK_BUDGET_MS, type AskDeps, type AskCaller } from './lib/ask/ask';
export { FAILURE_RULES, diagnose, applyFix } from './lib/ask/diagnose';
export type { RunScrape } from './lib/ask/validate-fix';
