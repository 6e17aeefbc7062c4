/** Why a model call failed; each kind becomes a clear warning on the document, never a failed scrape. */
export type LlmFailureKind = 'unreachable' | 'timeout' | 'http' | 'invalid_output' | 'refused';

export class LlmError extends Error {
  /** the endpoint's error code (OpenAI's `error.code`, e.g. context_length_exceeded), when it sent one */
  code?: string;

  constructor(readonly kind: LlmFailureKind, message: string, readonly status?: number) {
    super(message);
    this.name = 'LlmError';
  }
}

/** A short reason for a warning: what went wrong, without page text or prompts. */
export function llmFailureReason(e: unknown): string {
  if (e instanceof LlmError) {
    if (e.kind === 'unreachable') return `the model endpoint could not be reached (${e.message})`;
    if (e.kind === 'timeout') return 'the model did not answer in time';
    if (e.kind === 'invalid_output') return `the model's output was not valid after one repair round (${e.message})`;
    if (e.kind === 'refused') return e.message;
    if (e.code === 'context_length_exceeded') return `a part of the page did not fit the model's window (${e.message}); set LLM_CONTEXT_TOKENS to the context length the model server was started with`;
    return `the model endpoint answered an error (${e.message})`;
  }
  return `the model call failed (${(e as Error)?.message ?? String(e)})`;
}
