import type { Llm } from '@wsa/llm/client';
import type { AnswerWriter } from './answer-writer';

/** The answer writer of a configured model: the support helpers' port onto libs/llm. */
export function llmAnswerWriter(llm: Llm): AnswerWriter {
  return async (req) => {
    const r = await llm.text(req.feature, { system: req.system, user: req.user, signal: req.signal });
    return { text: r.text, usage: r.usage };
  };
}
