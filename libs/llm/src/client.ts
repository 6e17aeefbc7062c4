// @wsa/llm/client: the settings and the bare client (chat, JSON, embeddings) without the page
// features, for processes that must stay light (the gateway: capability checks, the support helpers).
export { llmEnv, llmSettings, type LlmSettings } from './lib/settings';
export { createLlm, type Llm, type TextRequest } from './lib/llm';
export { LlmError, llmFailureReason, type LlmFailureKind } from './lib/errors';
export type { LlmEvent, LlmObserver } from './lib/observer';
