import http from 'http';
import type { AddressInfo } from 'net';
import { answerOf, boilerplateOf, chosenOf, fillSchema, injectionOf, pageOf, piiOf, summaryOf } from './stand-in-model';

export type RecordedChat = {
  path: string;
  model?: string;
  messages: { role: string; content: string }[];
  responseFormat?: { type: string; json_schema?: { name: string; schema: Record<string, unknown> } };
  maxTokens?: number;
};

/** How the stand-in misbehaves, to test every failure path of the model layer. */
export type StandInBehaviour = {
  /** answer 400 to `response_format: json_schema` (servers without schema-constrained output) */
  rejectJsonSchema?: boolean;
  /** answer 400 to any response_format (servers without JSON mode) */
  rejectResponseFormat?: boolean;
  /** the next N chat answers are not JSON (tests the repair round) */
  invalidAnswers?: number;
  /** the next N requests answer this HTTP status with an OpenAI-shaped error */
  failWith?: { status: number; count: number };
  /** every answer waits this long (timeouts) */
  delayMs?: number;
  /** answer 400 context_length_exceeded to prompts longer than this many characters */
  maxPromptChars?: number;
  /** overrides the computed answer content of chat requests */
  reply?: (chat: RecordedChat) => string | undefined;
};

export type OpenAiStandIn = {
  /** the OpenAI-compatible base, ending in /v1 */
  url: string;
  model: string;
  requests: RecordedChat[];
  behave(b: StandInBehaviour): void;
  close(): Promise<void>;
};

const tokens = (s: string) => Math.ceil(s.length / 4);

/**
 * A local server speaking the OpenAI wire format our model layer uses (chat completions with
 * `response_format` json_schema / json_object, embeddings, model listing, OpenAI error bodies),
 * recording every request. Answers are computed from the request (see stand-in-model.ts).
 */
export async function startOpenAiStandIn(opts: { model?: string; embeddingDims?: number } = {}): Promise<OpenAiStandIn> {
  const model = opts.model ?? 'stand-in-chat';
  const dims = opts.embeddingDims ?? 64;
  const requests: RecordedChat[] = [];
  let b: StandInBehaviour = {};

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (d) => (raw += d));
    req.on('end', () => {
      void (async () => {
        const send = (status: number, body: unknown) => {
          res.writeHead(status, { 'content-type': 'application/json' });
          res.end(JSON.stringify(body));
        };
        const error = (status: number, message: string) => send(status, { error: { message, type: 'invalid_request_error', code: null } });
        if (req.method === 'GET' && req.url === '/v1/models') return send(200, { object: 'list', data: [{ id: model, object: 'model', owned_by: 'stand-in' }] });
        let body: Record<string, unknown>;
        try {
          body = JSON.parse(raw || '{}') as Record<string, unknown>;
        } catch {
          return error(400, 'We could not parse the JSON body of your request.');
        }
        const chat: RecordedChat = {
          path: req.url ?? '',
          model: body.model as string | undefined,
          messages: (body.messages as RecordedChat['messages']) ?? [],
          responseFormat: body.response_format as RecordedChat['responseFormat'],
          maxTokens: body.max_tokens as number | undefined,
        };
        requests.push(chat);
        if (b.delayMs) await new Promise((r) => setTimeout(r, b.delayMs).unref());
        if (b.failWith && b.failWith.count > 0) {
          b.failWith.count--;
          return error(b.failWith.status, `stand-in failure ${b.failWith.status}`);
        }
        if (req.method === 'POST' && req.url === '/v1/embeddings') {
          const input = Array.isArray(body.input) ? (body.input as string[]) : [String(body.input)];
          return send(200, { object: 'list', model: body.model, data: input.map((t, index) => ({ object: 'embedding', index, embedding: embed(t, dims) })), usage: { prompt_tokens: input.reduce((n, t) => n + tokens(t), 0), total_tokens: 0 } });
        }
        if (!(req.method === 'POST' && req.url === '/v1/chat/completions')) return error(404, `Unknown path ${req.url}`);
        if (!Array.isArray(body.messages) || chat.messages.length === 0) return error(400, "'messages' is a required property");
        const promptChars = chat.messages.reduce((n, m) => n + m.content.length, 0);
        if (b.maxPromptChars !== undefined && promptChars > b.maxPromptChars) {
          return send(400, { error: { message: `This model's maximum context length is ${Math.floor(b.maxPromptChars / 4)} tokens.`, type: 'invalid_request_error', code: 'context_length_exceeded' } });
        }
        const fmt = chat.responseFormat?.type;
        if (fmt && b.rejectResponseFormat) return error(400, `response_format of type ${fmt} is not supported`);
        if (fmt === 'json_schema' && b.rejectJsonSchema) return error(400, "Invalid parameter: 'response_format' of type 'json_schema' is not supported with this model.");
        let content = b.reply?.(chat) ?? answer(chat);
        if ((b.invalidAnswers ?? 0) > 0) {
          b.invalidAnswers = (b.invalidAnswers ?? 0) - 1;
          content = 'Sure! Here is what I found: the page is about things.';
        }
        const prompt = chat.messages.map((m) => m.content).join('\n');
        send(200, {
          id: `chatcmpl-${requests.length}`, object: 'chat.completion', created: Math.floor(Date.now() / 1000), model,
          choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
          usage: { prompt_tokens: tokens(prompt), completion_tokens: tokens(content), total_tokens: tokens(prompt) + tokens(content) },
        });
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    model,
    requests,
    behave: (next) => (b = { ...next, failWith: next.failWith ? { ...next.failWith } : undefined }),
    close: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}

/** The schema the request asks for: response_format's, else the one written in the system prompt. */
function schemaOf(chat: RecordedChat): Record<string, unknown> | null {
  if (chat.responseFormat?.json_schema?.schema) return chat.responseFormat.json_schema.schema;
  const system = chat.messages.find((m) => m.role === 'system')?.content ?? '';
  const at = system.indexOf('JSON schema:\n');
  if (at < 0) return null;
  try {
    return JSON.parse(system.slice(at + 'JSON schema:\n'.length)) as Record<string, unknown>;
  } catch {
    return null;
  }
}

function answer(chat: RecordedChat): string {
  // the request is the first user message (a repair round appends the model's answer and the errors)
  const user = chat.messages.find((m) => m.role === 'user')?.content ?? '';
  const schema = schemaOf(chat);
  if (!schema) {
    // free text: a summary of the page, or the parts joined when asked to combine them
    if (/^(Part|Answer) 1:/m.test(user)) return user.split('\n').filter((l) => /^(Part|Answer) \d+:/.test(l)).map((l) => l.replace(/^(Part|Answer) \d+:\s*/, '')).join(' ');
    return summaryOf(pageOf(user)) || 'The page has no text.';
  }
  const props = Object.keys((schema.properties as Record<string, unknown>) ?? {}).sort().join(',');
  if (props === 'answer,stated') return JSON.stringify(answerOf(user));
  if (props === 'passages') return JSON.stringify(chosenOf(user));
  if (props === 'remove') return JSON.stringify({ remove: boilerplateOf(user) });
  if (props === 'evidence,injection') return JSON.stringify(injectionOf(user));
  if (props === 'entities') return JSON.stringify(piiOf(user));
  return JSON.stringify(fillSchema(schema, pageOf(user)));
}

/** Hashed bag of words, L2-normalised: texts sharing words are close, as with a real embedding model. */
function embed(text: string, dims: number): number[] {
  const v = new Array<number>(dims).fill(0);
  for (const w of text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) {
    let h = 2166136261;
    for (let i = 0; i < w.length; i++) h = Math.imul(h ^ w.charCodeAt(i), 16777619);
    v[Math.abs(h) % dims] += 1;
  }
  const norm = Math.sqrt(v.reduce((n, x) => n + x * x, 0)) || 1;
  return v.map((x) => x / norm);
}
