export { markdownBlocks, plainTextBlocks, plainInline, type TextBlock } from './lib/text-blocks';
export { splitSentences } from './lib/sentence-windows';
export { rankPassages, rankMarkdownPassages, type Passage, type RankOptions } from './lib/rank-passages';
export { highlightsFromMarkdown, directQuoteFromMarkdown } from './lib/highlights';
export { rankUnits, unitRanker, type RankUnit, type RankedUnit } from './lib/rank-units';
