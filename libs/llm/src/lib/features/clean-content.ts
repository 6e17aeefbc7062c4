import type { Llm } from '../llm';
import { chunkText } from '../text/chunk-text';
import { estimateTokens } from '../text/tokens';
import { addUsage, type FeatureResult } from './page-chunks';

const SYSTEM = [
  "You clean one web page's main content. You are given its blocks, numbered.",
  'List the numbers of the blocks that are NOT the page\'s own content: cookie or consent banners, ads, social sharing widgets, breadcrumbs, newsletter sign-ups, comment sections, "related articles" or "read more" lists, navigation, login prompts, and site-wide footers.',
  "Keep everything that belongs to the page's subject, even if short. When unsure, keep the block.",
].join(' ');
const SCHEMA = { type: 'object', properties: { remove: { type: 'array', items: { type: 'integer' } } }, required: ['remove'], additionalProperties: false };

/**
 * `onlyCleanContent`: the model decides per block (paragraph, list, table, heading) whether it is
 * boilerplate; kept blocks are returned byte for byte, so the text is always the page's own words.
 */
export async function cleanContent(llm: Llm, markdown: string, signal?: AbortSignal): Promise<FeatureResult<string>> {
  const blocks = markdown.split(/\n{2,}/).filter((b) => b.trim());
  if (blocks.length === 0) return { value: markdown, usage: { inputTokens: 0, outputTokens: 0 }, warnings: [] };
  const budget = Math.max(256, Math.floor((llm.settings.contextTokens - llm.settings.maxOutputTokens - estimateTokens(SYSTEM)) * 0.85));
  // number the blocks once, then group the numbered blocks into window-sized batches
  const numbered = blocks.map((b, i) => `[${i + 1}] ${b}`);
  const batches = chunkText(numbered.join('\n\n'), budget);
  const remove = new Set<number>();
  let usage = { inputTokens: 0, outputTokens: 0 };
  for (const batch of batches) {
    const a = await llm.json('onlyCleanContent', { system: SYSTEM, user: `Blocks:\n\n${batch}`, schema: SCHEMA, schemaName: 'boilerplate_blocks', signal });
    usage = addUsage(usage, a.usage);
    for (const n of (a.value as { remove: number[] }).remove) if (Number.isInteger(n) && n >= 1 && n <= blocks.length) remove.add(n);
  }
  const kept = blocks.filter((_, i) => !remove.has(i + 1));
  // a model that removes everything has misread the page: keep the input and say so
  if (kept.length === 0) return { value: markdown, usage, warnings: ['onlyCleanContent: the model marked every block as boilerplate; the content is returned uncleaned.'] };
  return { value: kept.join('\n\n'), usage, warnings: [] };
}
