import { embeddings } from './http/chat-completions';
import { LlmError } from './errors';
import { createLimiter } from './limiter';
import type { LlmObserver } from './observer';
import type { EmbeddingSettings } from './settings';

/** Vectors for texts, in input order; `feature` names the caller in the metrics. */
export type Embed = (feature: string, texts: string[], signal?: AbortSignal) => Promise<number[][]>;

/**
 * The client of the embedding endpoint, apart from the chat client: a process may have embeddings
 * (the embedded engine's sentence encoder) and no chat model. Bounded concurrency of its own, and
 * every request reported to the observer like chat requests are.
 */
export function createEmbedder(settings: EmbeddingSettings, observe: LlmObserver = () => undefined): Embed {
  const limit = createLimiter(settings.maxConcurrency);
  return (feature, texts, signal) =>
    limit(async () => {
      const started = Date.now();
      try {
        const r = await embeddings(settings, settings.model, texts, signal);
        observe({ feature, kind: 'embeddings', outcome: 'ok', ms: Date.now() - started, usage: { inputTokens: r.inputTokens, outputTokens: 0 } });
        return r.vectors;
      } catch (e) {
        observe({ feature, kind: 'embeddings', outcome: e instanceof LlmError ? e.kind : 'error', ms: Date.now() - started, usage: { inputTokens: 0, outputTokens: 0 } });
        throw e;
      }
    });
}
