// @wsa/llm/client: the settings and the bare client (chat, JSON, embeddings) without the page
// features (which reach the passage scorer), for processes that must stay light: the gateway
// (capability checks, support answers, research rerank) and the session worker (the prompt agent).
export { embeddingSettings, llmEnv, llmSettings, type EmbeddingSettings, type LlmSettings } from './lib/settings';
export { createEmbedder, type Embed } from './lib/embedder';
export { createLlm, type Llm, type TextRequest } from './lib/llm';
export { LlmError, llmFailureReason, type LlmFailureKind } from './lib/errors';
export type { LlmEvent, LlmObserver } from './lib/observer';
export { planBrowserStep, STEP_SCHEMA, type BrowserStep } from './lib/features/plan-browser-step';
export { hypotheticalAbstract } from './lib/features/hypothetical-abstract';
