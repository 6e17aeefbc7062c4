import { open } from 'fs/promises';

// GGUF v3, the file format llama.cpp loads (ggml's docs/gguf.md): a header, typed key/value
// metadata, tensor descriptions, then the tensor data, every tensor aligned to 32 bytes. Only what
// a generated test model needs: scalar and array metadata, f32 tensors, little-endian.

const ALIGNMENT = 32;
const enum ValueType { U32 = 4, I32 = 5, F32 = 6, BOOL = 7, STRING = 8, ARRAY = 9 }
const GGML_TYPE_F32 = 0;

export type GgufValue =
  | { type: 'u32'; value: number }
  | { type: 'f32'; value: number }
  | { type: 'bool'; value: boolean }
  | { type: 'string'; value: string }
  | { type: 'string[]'; value: string[] }
  | { type: 'f32[]'; value: number[] }
  | { type: 'i32[]'; value: number[] };

/** dims are ggml's order: dims[0] varies fastest (a weight matrix is [inputs, outputs]) */
export type GgufTensor = { name: string; dims: number[]; data: Float32Array };

/** Appends little-endian values to a growing byte list (the header is small: a few KB). */
class ByteWriter {
  private chunks: Buffer[] = [];
  length = 0;
  private push(b: Buffer) { this.chunks.push(b); this.length += b.length; }
  u32(n: number) { const b = Buffer.alloc(4); b.writeUInt32LE(n); this.push(b); }
  i32(n: number) { const b = Buffer.alloc(4); b.writeInt32LE(n); this.push(b); }
  u64(n: number) { const b = Buffer.alloc(8); b.writeBigUInt64LE(BigInt(n)); this.push(b); }
  f32(n: number) { const b = Buffer.alloc(4); b.writeFloatLE(n); this.push(b); }
  bool(v: boolean) { this.push(Buffer.from([v ? 1 : 0])); }
  string(s: string) { const b = Buffer.from(s, 'utf8'); this.u64(b.length); this.push(b); }
  pad() { const rest = (ALIGNMENT - (this.length % ALIGNMENT)) % ALIGNMENT; if (rest) this.push(Buffer.alloc(rest)); }
  toBuffer() { return Buffer.concat(this.chunks); }
}

function writeValue(w: ByteWriter, v: GgufValue): void {
  switch (v.type) {
    case 'u32': w.u32(ValueType.U32); w.u32(v.value); return;
    case 'f32': w.u32(ValueType.F32); w.f32(v.value); return;
    case 'bool': w.u32(ValueType.BOOL); w.bool(v.value); return;
    case 'string': w.u32(ValueType.STRING); w.string(v.value); return;
    case 'string[]': w.u32(ValueType.ARRAY); w.u32(ValueType.STRING); w.u64(v.value.length); v.value.forEach((s) => w.string(s)); return;
    case 'f32[]': w.u32(ValueType.ARRAY); w.u32(ValueType.F32); w.u64(v.value.length); v.value.forEach((n) => w.f32(n)); return;
    case 'i32[]': w.u32(ValueType.ARRAY); w.u32(ValueType.I32); w.u64(v.value.length); v.value.forEach((n) => w.i32(n)); return;
  }
}

const padded = (n: number) => Math.ceil(n / ALIGNMENT) * ALIGNMENT;

/** Writes a GGUF v3 file; tensor data is streamed, so a model of a few hundred MB is fine. */
export async function writeGguf(path: string, metadata: Record<string, GgufValue>, tensors: GgufTensor[]): Promise<void> {
  const w = new ByteWriter();
  w.u32(0x46554747); // "GGUF" read as a little-endian u32
  w.u32(3);
  w.u64(tensors.length);
  w.u64(Object.keys(metadata).length);
  for (const [key, value] of Object.entries(metadata)) { w.string(key); writeValue(w, value); }
  let offset = 0;
  for (const t of tensors) {
    const count = t.dims.reduce((a, b) => a * b, 1);
    if (count !== t.data.length) throw new Error(`tensor ${t.name}: dims ${t.dims.join('x')} do not match ${t.data.length} values`);
    w.string(t.name);
    w.u32(t.dims.length);
    t.dims.forEach((d) => w.u64(d));
    w.u32(GGML_TYPE_F32);
    w.u64(offset); // relative to the start of the data section
    offset += padded(t.data.byteLength);
  }
  w.pad();
  const file = await open(path, 'w');
  try {
    await file.write(w.toBuffer());
    for (const t of tensors) {
      await file.write(new Uint8Array(t.data.buffer, t.data.byteOffset, t.data.byteLength));
      const rest = padded(t.data.byteLength) - t.data.byteLength;
      if (rest) await file.write(Buffer.alloc(rest));
    }
  } finally {
    await file.close();
  }
}
