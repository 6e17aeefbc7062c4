#!/usr/bin/env node
// Speed of the embedded model engine (libs/llm-engine) on this machine: generated random-weight
// models (no weights can be downloaded here), served over HTTP exactly as `npm start` does, one
// llama.cpp thread. Per model: load time, time to first token (prompt evaluation included) and
// generation speed in tokens/s, from streamed /v1/chat/completions; then a grammar-constrained
// (json_schema) answer and an embeddings request.
//   node bench/llm/embedded-engine.js [--models tiny,small,medium] [--runs 3] [--threads 1] [--max-tokens 128]
// Real GGUF: LLM_GGUF_PATH=/path/model.gguf node bench/llm/embedded-engine.js (measures that file instead).
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');
const esbuild = require('esbuild');

const root = path.resolve(__dirname, '..', '..');
const arg = (name, def) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : def;
};
const runs = Number(arg('runs', 3));
const threads = Number(arg('threads', 1));
const maxTokens = Number(arg('max-tokens', 128));

// generated shapes (f32): "tiny" is the test model; the others stand in for the compute of real models
const SHAPES = {
  tiny: { embedding: 64, layers: 2, heads: 4 },
  small: { embedding: 512, layers: 8, heads: 8 },
  medium: { embedding: 1024, layers: 16, heads: 16 },
};

async function loadLib(dir) {
  // the lib is TypeScript: bundle it once (npm packages stay external, like scripts/build-app.js)
  const out = path.join(dir, 'llm-engine.js');
  await esbuild.build({
    entryPoints: [path.join(root, 'libs/llm-engine/src/index.ts')], outfile: out, bundle: true, platform: 'node',
    target: 'node20', format: 'cjs', packages: 'external', tsconfig: path.join(root, 'tsconfig.base.json'), logLevel: 'warning',
  });
  return require(out);
}

async function streamed(baseUrl, body) {
  const started = performance.now();
  const res = await fetch(`${baseUrl}/chat/completions`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...body, stream: true }) });
  if (!res.ok) throw new Error(`HTTP ${res.status}: ${await res.text()}`);
  let first = 0, usage, buf = '';
  const decoder = new TextDecoder();
  for await (const part of res.body) {
    buf += decoder.decode(part, { stream: true });
    let cut;
    while ((cut = buf.indexOf('\n\n')) >= 0) {
      const event = buf.slice(0, cut).replace(/^data: /, '');
      buf = buf.slice(cut + 2);
      if (event === '[DONE]') continue;
      const chunk = JSON.parse(event);
      if (chunk.error) throw new Error(chunk.error.message);
      if (!first && chunk.choices[0].delta.content) first = performance.now();
      if (chunk.usage) usage = chunk.usage;
    }
  }
  const end = performance.now();
  return { ttftMs: first - started, genTokPerS: (usage.completion_tokens - 1) / ((end - first) / 1000), usage, totalMs: end - started };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function measure(lib, label, ggufPath, params) {
  const loadStart = performance.now();
  const engine = await lib.startEmbeddedEngine({ ggufPath, contextTokens: 2048, threads });
  const loadMs = performance.now() - loadStart;
  const prompt = 'Summarise the following page for a reader in three sentences. ' + 'The page text goes on about prices, products and opening hours. '.repeat(12);
  const rows = [];
  for (let i = 0; i < runs; i++) {
    // a different user turn each run, so the prompt is evaluated, not served from the KV cache
    rows.push(await streamed(engine.baseUrl, { messages: [{ role: 'user', content: `${i}. ${prompt}` }], max_tokens: maxTokens, temperature: 0.8, seed: i }));
  }
  const schema = { type: 'object', properties: { title: { type: 'string' }, price: { type: 'number' }, tags: { type: 'array', items: { type: 'string' } } }, required: ['title', 'price', 'tags'], additionalProperties: false };
  const json = await streamed(engine.baseUrl, { messages: [{ role: 'user', content: `Extract. ${prompt}` }], max_tokens: 512, temperature: 0.8, response_format: { type: 'json_schema', json_schema: { name: 'p', schema, strict: true } } });
  const embStart = performance.now();
  const emb = await (await fetch(`${engine.baseUrl}/embeddings`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ input: [prompt, prompt.slice(0, 200)] }) })).json();
  const embMs = performance.now() - embStart;
  await engine.close();
  const result = {
    model: label,
    parameters: params,
    fileMB: +(fs.statSync(ggufPath).size / 1e6).toFixed(1),
    threads,
    loadMs: Math.round(loadMs),
    promptTokens: rows[0].usage.prompt_tokens,
    ttftMsMedian: Math.round(median(rows.map((r) => r.ttftMs))),
    promptTokPerS: Math.round(rows[0].usage.prompt_tokens / (median(rows.map((r) => r.ttftMs)) / 1000)),
    genTokPerSMedian: +median(rows.map((r) => r.genTokPerS)).toFixed(1),
    completionTokens: rows[0].usage.completion_tokens,
    jsonSchemaAnswer: { ms: Math.round(json.totalMs), completionTokens: json.usage.completion_tokens, ttftMs: Math.round(json.ttftMs) },
    embeddings: { inputs: 2, promptTokens: emb.usage.prompt_tokens, ms: Math.round(embMs), dimensions: emb.data[0].embedding.length },
  };
  console.log(JSON.stringify(result));
  return result;
}

async function main() {
  // under the repository's tmp/ so the bundle resolves npm packages and the engine's runtime folder
  fs.mkdirSync(path.join(root, 'tmp'), { recursive: true });
  const dir = fs.mkdtempSync(path.join(root, 'tmp', 'bench-llm-engine-'));
  try {
    const lib = await loadLib(dir);
    console.error(`[bench] ${os.cpus().length} cores (${os.cpus()[0].model}), ${threads} thread(s), ${runs} runs, max_tokens ${maxTokens}`);
    if (process.env.LLM_GGUF_PATH) return void (await measure(lib, path.basename(process.env.LLM_GGUF_PATH), process.env.LLM_GGUF_PATH, null));
    for (const name of arg('models', 'tiny,small,medium').split(',')) {
      // never ends free text by itself (eosBias), so every run generates max_tokens
      const info = await lib.writeTinyModel(path.join(dir, `${name}.gguf`), { ...SHAPES[name], eosBias: -30 });
      await measure(lib, `generated-${name}`, info.path, info.parameters);
      fs.rmSync(info.path);
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
