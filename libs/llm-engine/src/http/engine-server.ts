import http from 'http';
import type { AddressInfo } from 'net';
import { randomBytes } from 'crypto';
import { z } from 'zod';
import { type EmbedResult, type Engine, EngineRequestError } from '../engine/engine';
import type { EmbeddingModel } from '../engine/embedding-model';
import { chatCompletionBody, describeIssues, embeddingsBody, errorBody, toEngineMessages, toResponseFormat } from './openai-wire';
import { QueueFullError, SerialQueue } from './serial-queue';

export type EngineServerOptions = {
  /** the GGUF model: chat completions, and embeddings for any model name not served below */
  engine?: Engine;
  /** embeddings-only models, chosen by the request's `model` (the bundled sentence encoder) */
  embeddingModels?: EmbeddingModel[];
  port?: number;
  host?: string;
  /** requests allowed to wait behind the running one; more get 503 */
  maxWaiting?: number;
  /** deadline of one request from its arrival (queue wait included); past it: 504 */
  requestTimeoutMs?: number;
  maxBodyBytes?: number;
  /** one line per request: route, status, tokens, timings; never prompts or answers */
  log?: (fields: Record<string, unknown>) => void;
};

export type EngineServer = { baseUrl: string; port: number; close(): Promise<void> };

class HttpError extends Error {
  constructor(readonly status: number, message: string, readonly type: string, readonly code: string | null, readonly param: string | null = null) {
    super(message);
  }
}
class DeadlineError extends Error {}
class ClientGoneError extends Error {}

/**
 * The OpenAI-compatible surface over one engine and/or embeddings-only models:
 * /v1/chat/completions, /v1/embeddings, /v1/models.
 */
export function startEngineServer(opts: EngineServerOptions): Promise<EngineServer> {
  const { engine } = opts;
  const embedders = opts.embeddingModels ?? [];
  if (!engine && embedders.length === 0) return Promise.reject(new Error('the engine server needs a GGUF engine or an embedding model'));
  // one queue per model: each runs one request at a time, and a long chat answer does not hold
  // up the embeddings of a search's rerank (they run on different cores of the same machine)
  const queues = new Map<unknown, SerialQueue>([engine, ...embedders].filter(Boolean).map((m) => [m, new SerialQueue(opts.maxWaiting ?? 32)]));
  const queueOf = (m: unknown) => queues.get(m)!;
  const timeoutMs = opts.requestTimeoutMs ?? 300_000;
  const maxBody = opts.maxBodyBytes ?? 16 * 1024 * 1024;
  const created = Math.floor(Date.now() / 1000);

  const modelObjects = () => [
    ...(engine ? [{
      id: engine.info.modelId, object: 'model', created, owned_by: 'llm-engine',
      meta: { context_length: engine.info.contextTokens, train_context_length: engine.info.trainContextTokens, embedding_length: engine.info.embeddingSize, threads: engine.info.threads },
    }] : []),
    ...embedders.map((m) => ({ id: m.id, object: 'model', created, owned_by: 'llm-engine', meta: { embedding_length: m.dimensions } })),
  ];

  async function handle(req: http.IncomingMessage, res: http.ServerResponse, signal: AbortSignal, stats: Record<string, unknown>): Promise<void> {
    const url = (req.url ?? '/').split('?')[0].replace(/\/+$/, '');
    if (url === '/health') return send(res, 200, { status: 'ok' });
    const listed = url.startsWith('/v1/models/') ? modelObjects().find((m) => url === `/v1/models/${m.id}`) : undefined;
    if (url === '/v1/models' || listed) {
      if (req.method !== 'GET') throw new HttpError(405, `${req.method} is not allowed on ${url}`, 'invalid_request_error', 'method_not_allowed');
      return send(res, 200, listed ?? { object: 'list', data: modelObjects() });
    }
    if (url === '/v1/chat/completions' || url === '/v1/embeddings') {
      if (req.method !== 'POST') throw new HttpError(405, `${req.method} is not allowed on ${url}`, 'invalid_request_error', 'method_not_allowed');
      const raw = await readJson(req, maxBody);
      if (url === '/v1/embeddings') return embeddings(parse(embeddingsBody, raw), res, signal, stats);
      return chatCompletions(parse(chatCompletionBody, raw), res, signal, stats);
    }
    throw new HttpError(404, `no route ${req.method} ${url}`, 'invalid_request_error', 'unknown_url');
  }

  async function chatCompletions(body: z.infer<typeof chatCompletionBody>, res: http.ServerResponse, signal: AbortSignal, stats: Record<string, unknown>) {
    if (!engine) throw new HttpError(404, `this engine serves no chat model, only embeddings (${embedders.map((m) => m.id).join(', ')}); set LLM_GGUF_PATH to a GGUF model file`, 'invalid_request_error', 'model_not_found', 'model');
    const id = `chatcmpl-${randomBytes(12).toString('hex')}`;
    const model = engine.info.modelId;
    const started = Date.now();
    let firstTokenAt = 0;
    const stream = body.stream === true;
    const chunk = (delta: Record<string, unknown>, finish: string | null, extra: Record<string, unknown> = {}) =>
      `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created: Math.floor(started / 1000), model, choices: [{ index: 0, delta, finish_reason: finish }], ...extra })}\n\n`;
    const result = await queueOf(engine).run(signal, () => {
      stats.queuedMs = Date.now() - started;
      if (stream) {
        res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
        res.write(chunk({ role: 'assistant', content: '' }, null));
      }
      return engine.chat({
        messages: toEngineMessages(body),
        maxTokens: body.max_completion_tokens ?? body.max_tokens ?? undefined,
        temperature: body.temperature ?? undefined,
        topP: body.top_p ?? undefined,
        seed: body.seed ?? undefined,
        stop: typeof body.stop === 'string' ? [body.stop] : body.stop ?? undefined,
        responseFormat: toResponseFormat(body),
        signal,
        onText: (text) => {
          firstTokenAt ||= Date.now();
          if (stream && text) res.write(chunk({ content: text }, null));
        },
      });
    });
    const usage = { prompt_tokens: result.promptTokens, completion_tokens: result.completionTokens, total_tokens: result.promptTokens + result.completionTokens };
    Object.assign(stats, usage, { finish: result.finishReason, firstTokenMs: firstTokenAt ? firstTokenAt - started : null });
    if (stream) {
      res.end(chunk({}, result.finishReason, { usage }) + 'data: [DONE]\n\n');
      return;
    }
    send(res, 200, {
      id, object: 'chat.completion', created: Math.floor(started / 1000), model,
      choices: [{ index: 0, message: { role: 'assistant', content: result.content }, finish_reason: result.finishReason, logprobs: null }],
      usage,
    });
  }

  /** the embeddings-only model the request names, else the GGUF model (which has always answered whatever name was sent) */
  function embeddingModelFor(name: string | undefined): { id: string; dimensions: number; embed(inputs: string[], signal: AbortSignal): Promise<EmbedResult>; queue: SerialQueue } {
    const named = embedders.find((m) => m.id === name) ?? (!engine && name === undefined ? embedders[0] : undefined);
    if (named) return { id: named.id, dimensions: named.dimensions, embed: (i, s) => named.embed(i, s), queue: queueOf(named) };
    if (engine) return { id: engine.info.modelId, dimensions: engine.info.embeddingSize, embed: (i, s) => engine.embed(i, s), queue: queueOf(engine) };
    throw new HttpError(404, `the model ${name} is not served here (embedding models: ${embedders.map((m) => m.id).join(', ')})`, 'invalid_request_error', 'model_not_found', 'model');
  }

  async function embeddings(body: z.infer<typeof embeddingsBody>, res: http.ServerResponse, signal: AbortSignal, stats: Record<string, unknown>) {
    const model = embeddingModelFor(body.model);
    if (body.dimensions !== undefined && body.dimensions !== model.dimensions) {
      throw new HttpError(400, `this model's embeddings have ${model.dimensions} dimensions; dimensions=${body.dimensions} is not supported`, 'invalid_request_error', 'unsupported_dimensions', 'dimensions');
    }
    const inputs = typeof body.input === 'string' ? [body.input] : body.input;
    const empty = inputs.findIndex((s) => s.length === 0);
    if (empty >= 0) throw new HttpError(400, `input[${empty}] is empty`, 'invalid_request_error', 'invalid_value', 'input');
    const result = await model.queue.run(signal, () => model.embed(inputs, signal));
    const asBase64 = body.encoding_format === 'base64';
    Object.assign(stats, { model: model.id, prompt_tokens: result.promptTokens, inputs: inputs.length });
    send(res, 200, {
      object: 'list',
      data: result.vectors.map((v, index) => ({
        object: 'embedding', index,
        embedding: asBase64 ? Buffer.from(Float32Array.from(v).buffer).toString('base64') : v,
      })),
      model: model.id,
      usage: { prompt_tokens: result.promptTokens, total_tokens: result.promptTokens },
    });
  }

  const server = http.createServer((req, res) => {
    const started = Date.now();
    const controller = new AbortController();
    const deadline = setTimeout(() => controller.abort(new DeadlineError(`the request took longer than ${timeoutMs} ms`)), timeoutMs);
    // the caller gave up (its own timeout, a closed socket): stop generating for nobody
    res.on('close', () => { if (!res.writableFinished) controller.abort(new ClientGoneError('client disconnected')); });
    const stats: Record<string, unknown> = {};
    handle(req, res, controller.signal, stats)
      .catch((err) => fail(res, err, controller.signal))
      .finally(() => {
        clearTimeout(deadline);
        opts.log?.({ method: req.method, url: req.url, status: res.statusCode, ms: Date.now() - started, ...stats });
      });
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, opts.host ?? '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        port,
        baseUrl: `http://${opts.host && opts.host !== '0.0.0.0' ? opts.host : '127.0.0.1'}:${port}/v1`,
        close: () => new Promise<void>((done) => { server.close(() => done()); server.closeAllConnections(); }),
      });
    });
  });
}

function parse<T extends z.ZodType>(schema: T, raw: unknown): z.infer<T> {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const { message, param } = describeIssues(parsed.error);
  throw new HttpError(400, message, 'invalid_request_error', 'invalid_request', param);
}

function readJson(req: http.IncomingMessage, limit: number): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (c: Buffer) => {
      size += c.length;
      if (size <= limit) return void chunks.push(c);
      // answer 413 at once; the rest of the body is read and dropped so the answer can be sent
      req.off('data', onData);
      req.resume();
      reject(new HttpError(413, `the request body is larger than ${limit} bytes`, 'invalid_request_error', 'body_too_large'));
    };
    req.on('data', onData);
    req.on('error', reject);
    req.on('end', () => {
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      } catch (err) {
        reject(new HttpError(400, `the body is not valid JSON: ${(err as Error).message}`, 'invalid_request_error', 'invalid_json'));
      }
    });
  });
}

function send(res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  if (res.headersSent) return;
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text), ...headers });
  res.end(text);
}

function fail(res: http.ServerResponse, err: unknown, signal: AbortSignal) {
  const reason = signal.aborted ? signal.reason : undefined;
  if (reason instanceof ClientGoneError) return; // nobody to answer
  let status = 500, body = errorBody(`the engine failed: ${(err as Error)?.message ?? String(err)}`, 'server_error', 'engine_error');
  const headers: Record<string, string> = {};
  if (reason instanceof DeadlineError) { status = 504; body = errorBody(reason.message, 'timeout_error', 'timeout'); }
  else if (err instanceof HttpError) { status = err.status; body = errorBody(err.message, err.type, err.code, err.param); }
  else if (err instanceof EngineRequestError) { status = 400; body = errorBody(err.message, 'invalid_request_error', err.code, err.param); }
  else if (err instanceof QueueFullError) { status = 503; body = errorBody(err.message, 'server_error', 'engine_overloaded'); headers['retry-after'] = '1'; }
  if (res.headersSent) {
    // a stream already started: end it with the error as its last event
    res.end(`data: ${JSON.stringify(body)}\n\ndata: [DONE]\n\n`);
    return;
  }
  send(res, status, body, headers);
}
