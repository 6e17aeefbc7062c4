import { chatCompletion, firstListedModel, type Usage } from './http/chat-completions';
import { createEmbedder, type Embed } from './embedder';
import { LlmError } from './errors';
import { createLimiter } from './limiter';
import type { LlmObserver } from './observer';
import type { LlmSettings } from './settings';
import { createJsonChat, type JsonAnswer, type JsonRequest } from './structured/chat-json';

export type TextRequest = { system: string; user: string; maxTokens?: number; signal?: AbortSignal };
export type Llm = {
  settings: LlmSettings;
  /** a value valid against the request's schema (one repair round), or an LlmError */
  json(feature: string, req: JsonRequest): Promise<JsonAnswer>;
  text(feature: string, req: TextRequest): Promise<{ text: string; usage: Usage }>;
  /** null when no embedding model is configured */
  embed: Embed | null;
};

/**
 * The one client of the model endpoint in a process: bounded concurrency, the model name resolved
 * once, every request reported to the observer (metrics) with its feature, latency and tokens.
 */
export function createLlm(settings: LlmSettings, observe: LlmObserver = () => undefined): Llm {
  const limit = createLimiter(settings.maxConcurrency);
  let modelName: Promise<string> | null = settings.model ? Promise.resolve(settings.model) : null;
  const model = () => {
    modelName ??= firstListedModel(settings).catch((e: unknown) => {
      modelName = null; // ask again next time: the endpoint may have been starting
      throw e;
    });
    return modelName;
  };
  const chatJson = createJsonChat(settings, model);

  async function measured<T>(feature: string, kind: 'chat', run: () => Promise<T>, usageOf: (r: T) => Usage): Promise<T> {
    return limit(async () => {
      const started = Date.now();
      try {
        const r = await run();
        observe({ feature, kind, outcome: 'ok', ms: Date.now() - started, usage: usageOf(r) });
        return r;
      } catch (e) {
        const usage = (e as { usage?: Usage }).usage ?? { inputTokens: 0, outputTokens: 0 };
        observe({ feature, kind, outcome: e instanceof LlmError ? e.kind : 'error', ms: Date.now() - started, usage });
        throw e;
      }
    });
  }

  return {
    settings,
    json: (feature, req) => measured(feature, 'chat', () => chatJson(req), (r) => r.usage),
    text: (feature, req) =>
      measured(feature, 'chat', async () => {
        const a = await chatCompletion(settings, await model(), [{ role: 'system', content: req.system }, { role: 'user', content: req.user }], { maxTokens: req.maxTokens, signal: req.signal });
        if (!a.content.trim()) throw new LlmError('invalid_output', 'the answer is empty');
        return { text: a.content.trim(), usage: a.usage };
      }, (r) => r.usage),
    embed: settings.embedding ? createEmbedder(settings.embedding, observe) : null,
  };
}
