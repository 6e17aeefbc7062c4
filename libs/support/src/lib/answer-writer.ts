/**
 * The port through which a language model writes an answer. The model is optional: this lib never
 * talks to one itself (libs/llm does); without a writer every answer is composed from the evidence
 * or the matched rule.
 */
export type AnswerWriterRequest = { feature: 'ask' | 'docs-search'; system: string; user: string; signal?: AbortSignal };
export type AnswerWriterResult = { text: string; usage?: { inputTokens: number; outputTokens: number } };
export type AnswerWriter = (req: AnswerWriterRequest) => Promise<AnswerWriterResult>;

/** The wire `usage` of a written answer. */
export function usageOf(result: AnswerWriterResult) {
  if (!result.usage) return undefined;
  const { inputTokens, outputTokens } = result.usage;
  return { inputTokens, outputTokens, totalTokens: inputTokens + outputTokens };
}
