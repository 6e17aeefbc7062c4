import type { JsonSchema } from '@wsa/contracts';
import { extractJson, llmFailureReason, type Llm } from '@wsa/llm';

type Compared = { json?: Record<string, { previous: unknown; current: unknown }>; warning?: string };

/**
 * changeTracking's `json` mode: the same fields (the format's schema and prompt) extracted by the
 * model from the previous and the current version of the page, side by side per top-level field.
 * The previous version is read from its stored markdown, so a schema changed between two scrapes
 * still compares like with like.
 */
export async function compareExtractions(
  llm: Llm,
  versions: { previous: string | null; current: string },
  format: { schema?: JsonSchema; prompt?: string },
  signal?: AbortSignal,
): Promise<Compared> {
  try {
    const extract = (markdown: string) => extractJson(llm, { markdown, schema: format.schema, prompt: format.prompt, format: 'changeTracking', signal });
    const current = await extract(versions.current);
    const previous = versions.previous === null ? null : await extract(versions.previous);
    const cur = asRecord(current.value);
    const prev = previous ? asRecord(previous.value) : {};
    const keys = [...new Set([...Object.keys(prev), ...Object.keys(cur)])];
    const json = Object.fromEntries(keys.map((k) => [k, { previous: previous ? (prev[k] ?? null) : null, current: cur[k] ?? null }]));
    const warnings = [...current.warnings, ...(previous?.warnings ?? [])];
    return { json, ...(warnings.length ? { warning: warnings.join(' ') } : {}) };
  } catch (e) {
    return { warning: `changeTracking: the json comparison was not made, because ${llmFailureReason(e)}.` };
  }
}

function asRecord(v: unknown): Record<string, unknown> {
  return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : { value: v };
}
