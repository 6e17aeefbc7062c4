import type { Usage } from './http/chat-completions';

/** One model request as metrics see it: never page text or prompts. */
export type LlmEvent = { feature: string; kind: 'chat' | 'embeddings'; outcome: 'ok' | string; ms: number; usage: Usage };
export type LlmObserver = (event: LlmEvent) => void;
