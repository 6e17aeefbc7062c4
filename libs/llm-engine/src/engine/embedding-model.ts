import type { EmbedResult } from './engine';

/**
 * An embeddings-only model the engine serves beside (or without) a GGUF chat model: the HTTP
 * layer picks it by the request's `model` name.
 */
export interface EmbeddingModel {
  readonly id: string;
  readonly dimensions: number;
  embed(inputs: string[], signal: AbortSignal): Promise<EmbedResult>;
  close(): Promise<void>;
}
