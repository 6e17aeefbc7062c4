import { type GgufTensor, type GgufValue, writeGguf } from './gguf-writer';

// A tiny llama-architecture model with random weights, written at test or bench time (never
// committed): it makes the real engine load, tokenize, sample under a grammar and embed, with no
// downloaded weights. Its answers mean nothing; meaning is tested against the stand-in server.
//
// One deliberate structure among the random weights: embedding dimension 0 is a constant channel
// (every token's embedding has the same large value there, and the blocks' weights are small), so
// column 0 of the output matrix acts as a per-token bias. JSON punctuation gets a positive bias
// and rare bytes a negative one, so sampled strings and numbers end after a few tokens and
// grammar-constrained answers stay short instead of running to max_tokens.

export type TinyModelOptions = {
  seed?: number;
  embedding?: number;
  layers?: number;
  heads?: number;
  feedForward?: number;
  contextLength?: number;
  /** bias of the end-of-text token: about 0 ends free text after tens of tokens; -20 never ends it (benchmarks) */
  eosBias?: number;
};

const SPECIAL = ['<unk>', '<s>', '</s>'];
const hex = (b: number) => b.toString(16).toUpperCase().padStart(2, '0');
/** JSON punctuation and literals as whole tokens */
const PIECES: Array<[string, number]> = [
  ['"', 3], ['}', 3], [']', 3], [',', 2], [':', 2], ['{', 1], ['[', 1], ['":', 2], ['",', 2], ['"}', 2],
  ['▁', 0], ['▁"', 1], ['▁{', 0.5], ['true', 1], ['false', 1], ['null', 1], ['-', 0], ['.', 0],
  ...'0123456789'.split('').map((d): [string, number] => [d, 0.5]),
];

/**
 * Common English words, each with every prefix of "▁word" (SentencePiece only merges adjacent
 * pieces into a piece of the vocabulary, so a word is reachable only through its prefixes). With
 * them English text is about 3.5 characters per token, like real vocabularies, so chunking by an
 * estimated token count behaves as it would with a real model. Their bias is low, so sampled JSON
 * strings still end quickly.
 */
const WORDS = (
  'the of and to in is was for on that with as by at from it an be this are or have has not but which ' +
  'page text price product products content main menu item items title description name about more ' +
  'all new one two three can will your you we our they their its also other into over than then them ' +
  'these some time year years day first last only most such when where what who how why after before ' +
  'between under while each many much very just like make made use used using data information ' +
  'service services search result results open hours contact home news article read shop buy cart ' +
  'order free stock available size color weight summary question answer page world company people ' +
  'city state part number list table section link links image images email phone address date ' +
  'following goes reader sentences three prices opening extract give summarise'
).split(' ');
const WORD_PIECES = [...new Set(WORDS.flatMap((w) => Array.from({ length: w.length }, (_, i) => '▁' + w.slice(0, i + 1))))]
  .filter((p) => !PIECES.some(([q]) => q === p));

function byteBias(b: number): number {
  if (b === 0x0a) return -1;
  if (b < 0x20 || b === 0x7f) return -8; // control characters (never valid inside a JSON string anyway)
  if (b >= 0x80) return -12; // lone UTF-8 continuation or lead bytes: keep sampled text valid UTF-8
  if (b === 0x5c) return -4; // backslash: escapes
  return 0;
}

export type TinyModelInfo = { path: string; vocabularySize: number; embedding: number; contextLength: number; parameters: number };

/** Seeded PRNG (mulberry32) so a given seed always writes the same file. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export async function writeTinyModel(path: string, opts: TinyModelOptions = {}): Promise<TinyModelInfo> {
  const random = rng(opts.seed ?? 42);
  const nEmbd = opts.embedding ?? 64, nLayer = opts.layers ?? 2, nHead = opts.heads ?? 4, nFf = opts.feedForward ?? 4 * nEmbd;
  const nCtx = opts.contextLength ?? 4096;
  if (nEmbd % nHead) throw new Error('embedding must be a multiple of heads');
  const pieces: Array<[string, number]> = [...PIECES, ...WORD_PIECES.map((p): [string, number] => [p, -3])];
  const tokens = [...SPECIAL, ...Array.from({ length: 256 }, (_, b) => `<0x${hex(b)}>`), ...pieces.map(([p]) => p)];
  const types = [2, 3, 3, ...Array(256).fill(6), ...pieces.map(() => 1)]; // unknown, control, byte, normal
  const scores = [0, 0, 0, ...Array(256).fill(0), ...pieces.map(([p]) => p.length)]; // longer pieces merge first
  const bias = [-12, -12, opts.eosBias ?? 0, ...Array.from({ length: 256 }, (_, b) => byteBias(b)), ...pieces.map(([, b]) => b)];
  const nVocab = tokens.length;

  // uniform values with the given standard deviation
  const fill = (n: number, std: number) => Float32Array.from({ length: n }, () => (random() * 2 - 1) * std * Math.sqrt(3));
  const ones = (n: number) => new Float32Array(n).fill(1);

  const constant = 4, spread = 0.5;
  const embeddings = fill(nVocab * nEmbd, spread);
  for (let t = 0; t < nVocab; t++) embeddings[t * nEmbd] = constant;
  // after the final RMS norm, dimension 0 is about constant / rms of an embedding
  const h0 = constant / Math.sqrt((constant ** 2 + (nEmbd - 1) * spread ** 2) / nEmbd);
  const output = fill(nVocab * nEmbd, 0.1);
  for (let t = 0; t < nVocab; t++) output[t * nEmbd] = bias[t] / h0;

  const tensors: GgufTensor[] = [
    { name: 'token_embd.weight', dims: [nEmbd, nVocab], data: embeddings },
    { name: 'output_norm.weight', dims: [nEmbd], data: ones(nEmbd) },
    { name: 'output.weight', dims: [nEmbd, nVocab], data: output },
  ];
  const w = 0.02;
  for (let l = 0; l < nLayer; l++) {
    const b = `blk.${l}.`;
    tensors.push(
      { name: b + 'attn_norm.weight', dims: [nEmbd], data: ones(nEmbd) },
      { name: b + 'attn_q.weight', dims: [nEmbd, nEmbd], data: fill(nEmbd * nEmbd, w) },
      { name: b + 'attn_k.weight', dims: [nEmbd, nEmbd], data: fill(nEmbd * nEmbd, w) },
      { name: b + 'attn_v.weight', dims: [nEmbd, nEmbd], data: fill(nEmbd * nEmbd, w) },
      { name: b + 'attn_output.weight', dims: [nEmbd, nEmbd], data: fill(nEmbd * nEmbd, w) },
      { name: b + 'ffn_norm.weight', dims: [nEmbd], data: ones(nEmbd) },
      { name: b + 'ffn_gate.weight', dims: [nEmbd, nFf], data: fill(nEmbd * nFf, w) },
      { name: b + 'ffn_up.weight', dims: [nEmbd, nFf], data: fill(nEmbd * nFf, w) },
      { name: b + 'ffn_down.weight', dims: [nFf, nEmbd], data: fill(nFf * nEmbd, w) },
    );
  }

  const metadata: Record<string, GgufValue> = {
    'general.architecture': { type: 'string', value: 'llama' },
    'general.name': { type: 'string', value: 'wsa-tiny-random' },
    'general.file_type': { type: 'u32', value: 0 }, // all f32
    'llama.vocab_size': { type: 'u32', value: nVocab },
    'llama.context_length': { type: 'u32', value: nCtx },
    'llama.embedding_length': { type: 'u32', value: nEmbd },
    'llama.block_count': { type: 'u32', value: nLayer },
    'llama.feed_forward_length': { type: 'u32', value: nFf },
    'llama.attention.head_count': { type: 'u32', value: nHead },
    'llama.attention.head_count_kv': { type: 'u32', value: nHead },
    'llama.attention.layer_norm_rms_epsilon': { type: 'f32', value: 1e-5 },
    'llama.rope.dimension_count': { type: 'u32', value: nEmbd / nHead },
    'llama.rope.freq_base': { type: 'f32', value: 10000 },
    'tokenizer.ggml.model': { type: 'string', value: 'llama' }, // SentencePiece with byte fallback
    'tokenizer.ggml.tokens': { type: 'string[]', value: tokens },
    'tokenizer.ggml.scores': { type: 'f32[]', value: scores },
    'tokenizer.ggml.token_type': { type: 'i32[]', value: types },
    'tokenizer.ggml.unknown_token_id': { type: 'u32', value: 0 },
    'tokenizer.ggml.bos_token_id': { type: 'u32', value: 1 },
    'tokenizer.ggml.eos_token_id': { type: 'u32', value: 2 },
    'tokenizer.ggml.add_bos_token': { type: 'bool', value: true },
    'tokenizer.ggml.add_eos_token': { type: 'bool', value: false },
  };
  await writeGguf(path, metadata, tensors);
  const parameters = tensors.reduce((n, t) => n + t.data.length, 0);
  return { path, vocabularySize: nVocab, embedding: nEmbd, contextLength: nCtx, parameters };
}
