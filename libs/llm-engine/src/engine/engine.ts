/** What the HTTP layer asks of a model engine (the llama.cpp one, or a fake in unit tests). */
export type EngineMessage = { role: 'system' | 'user' | 'assistant'; content: string };

export type ResponseFormat = { type: 'text' } | { type: 'json_object' } | { type: 'json_schema'; schema: Record<string, unknown> };

export type ChatRequest = {
  messages: EngineMessage[];
  maxTokens?: number;
  temperature?: number;
  topP?: number;
  seed?: number;
  stop?: string[];
  responseFormat: ResponseFormat;
  signal: AbortSignal;
  /** called with each piece of the answer as it is generated (streaming, time to first token) */
  onText?: (text: string) => void;
};

export type ChatResult = { content: string; finishReason: 'stop' | 'length'; promptTokens: number; completionTokens: number };

export type EmbedResult = { vectors: number[][]; promptTokens: number };

export type EngineInfo = { modelId: string; contextTokens: number; trainContextTokens: number; embeddingSize: number; threads: number };

export interface Engine {
  readonly info: EngineInfo;
  chat(req: ChatRequest): Promise<ChatResult>;
  embed(inputs: string[], signal: AbortSignal): Promise<EmbedResult>;
  close(): Promise<void>;
}

/** A request the engine refuses for what it asks (HTTP 400 in OpenAI's error shape). */
export class EngineRequestError extends Error {
  constructor(message: string, readonly code: string, readonly param: string | null = null) {
    super(message);
    this.name = 'EngineRequestError';
  }
}
