import { compileJsonSchema, type JsonSchema } from '@wsa/contracts';
import { chatCompletion, type ChatMessage, type ResponseFormat, type Usage } from '../http/chat-completions';
import { LlmError } from '../errors';
import type { LlmSettings } from '../settings';
import { parseJsonAnswer } from './parse-json-answer';

/**
 * How an endpoint is asked for JSON, strongest first: a JSON schema it enforces (OpenAI, vLLM,
 * llama.cpp's server, Ollama >= 0.5), plain JSON mode, or only the instruction in the prompt. An
 * endpoint that refuses a mode is remembered and asked the next way from then on.
 */
export type JsonMode = 'json_schema' | 'json_object' | 'prompt';
const MODES: JsonMode[] = ['json_schema', 'json_object', 'prompt'];

export type JsonRequest = { system: string; user: string; schema: JsonSchema; schemaName: string; maxTokens?: number; signal?: AbortSignal };
export type JsonAnswer = { value: unknown; usage: Usage; mode: JsonMode; repaired: boolean };

export function createJsonChat(settings: LlmSettings, model: () => Promise<string>) {
  let modeIndex = 0;

  async function ask(messages: ChatMessage[], req: JsonRequest): Promise<{ content: string; usage: Usage }> {
    for (;;) {
      const mode = MODES[modeIndex];
      try {
        const a = await chatCompletion(settings, await model(), messages, { responseFormat: formatFor(mode, req), maxTokens: req.maxTokens, signal: req.signal });
        return { content: a.content, usage: a.usage };
      } catch (e) {
        // 400/422/501 on a response_format: the server does not take this mode; try the next one.
        // A prompt past the window is also a 400, but no JSON mode fixes it: never downgrade for it.
        const refusedMode = e instanceof LlmError && e.kind === 'http' && [400, 422, 501].includes(e.status ?? 0) && !isContextOverflow(e);
        if (!refusedMode || mode === 'prompt') throw e;
        modeIndex++;
      }
    }
  }

  /** The caller's schema-valid value, after at most one repair round; never an unvalidated value. */
  return async function chatJson(req: JsonRequest): Promise<JsonAnswer> {
    const compiled = compileJsonSchema(req.schema);
    if (!compiled.ok) throw new LlmError('refused', compiled.message);
    const messages: ChatMessage[] = [
      { role: 'system', content: `${req.system}\n\nAnswer with one JSON value only, valid against this JSON schema:\n${JSON.stringify(req.schema)}` },
      { role: 'user', content: req.user },
    ];
    const first = await ask(messages, req);
    const firstCheck = check(first.content, compiled.schema);
    if (firstCheck.ok) return { value: firstCheck.value, usage: first.usage, mode: MODES[modeIndex], repaired: false };
    const repair: ChatMessage[] = [
      ...messages,
      { role: 'assistant', content: first.content.slice(0, 4000) },
      { role: 'user', content: `That answer is not valid: ${firstCheck.errors.join('; ')}. Answer again with only the corrected JSON value.` },
    ];
    const second = await ask(repair, req);
    const usage = { inputTokens: first.usage.inputTokens + second.usage.inputTokens, outputTokens: first.usage.outputTokens + second.usage.outputTokens };
    const secondCheck = check(second.content, compiled.schema);
    if (secondCheck.ok) return { value: secondCheck.value, usage, mode: MODES[modeIndex], repaired: true };
    throw Object.assign(new LlmError('invalid_output', secondCheck.errors.slice(0, 3).join('; ')), { usage });
  };
}

function isContextOverflow(e: LlmError): boolean {
  return e.code === 'context_length_exceeded' || /context length|context window|maximum context|too many tokens|exceeds? the (available )?context|prompt is too long/i.test(e.message);
}

function formatFor(mode: JsonMode, req: JsonRequest): ResponseFormat | undefined {
  if (mode === 'json_schema') return { type: 'json_schema', json_schema: { name: req.schemaName, schema: req.schema, strict: false } };
  if (mode === 'json_object') return { type: 'json_object' };
  return undefined;
}

function check(content: string, schema: { check(v: unknown): { ok: true } | { ok: false; errors: string[] } }): { ok: true; value: unknown } | { ok: false; errors: string[] } {
  const parsed = parseJsonAnswer(content);
  if (!parsed.ok) return { ok: false, errors: [parsed.error] };
  const valid = schema.check(parsed.value);
  return valid.ok ? { ok: true, value: parsed.value } : valid;
}
