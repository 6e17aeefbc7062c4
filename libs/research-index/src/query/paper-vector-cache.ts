import { createHash } from 'crypto';

/**
 * Paper vectors kept in the gateway's memory, so a paper that comes back in another search's pool
 * is not embedded again (embedding is the whole cost of a rerank: ~35 ms per abstract on one core
 * with the bundled sentence encoder). One cache per embedding model (the key holds its name); the
 * key holds a hash of the embedded text, so a paper whose abstract a merge changed is embedded anew.
 * Least recently used entries leave first: 512 floats are ~4 KB in a JS array, 20,000 papers ~80 MB.
 */
export class PaperVectorCache {
  private readonly entries = new Map<string, number[]>();
  hits = 0;
  misses = 0;

  constructor(readonly model: string, private readonly maxPapers = 20_000) {}

  static keyOf(model: string, paperId: string, text: string): string {
    return `${model}\u0000${paperId}\u0000${createHash('sha1').update(text).digest('base64')}`;
  }

  get(paperId: string, text: string): number[] | undefined {
    const key = PaperVectorCache.keyOf(this.model, paperId, text);
    const v = this.entries.get(key);
    if (!v) {
      this.misses++;
      return undefined;
    }
    this.hits++;
    this.entries.delete(key);
    this.entries.set(key, v);
    return v;
  }

  set(paperId: string, text: string, vector: number[]): void {
    const key = PaperVectorCache.keyOf(this.model, paperId, text);
    this.entries.delete(key);
    this.entries.set(key, vector);
    while (this.entries.size > this.maxPapers) this.entries.delete(this.entries.keys().next().value as string);
  }

  get size(): number {
    return this.entries.size;
  }
}
