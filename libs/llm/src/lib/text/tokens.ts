// A measured estimate instead of a tokenizer: the models self-hosters run (Llama, Qwen, Mistral,
// GPT) use different vocabularies, so no one tokenizer is right. BPE vocabularies average about 4
// characters per token on English prose and about 3 on markdown with links and code; CJK runs near
// one token per character. We count 3.2 characters per token (and 1 per CJK character), which
// over-estimates prose by about 20%: chunks then fit the window with room to spare, never past it.
const CJK = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af\uf900-\ufaff]/g;
const CHARS_PER_TOKEN = 3.2;

export function estimateTokens(text: string): number {
  if (!text) return 0;
  const cjk = text.match(CJK)?.length ?? 0;
  return cjk + Math.ceil((text.length - cjk) / CHARS_PER_TOKEN);
}
