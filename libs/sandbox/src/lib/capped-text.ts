/** Keeps the first `limit` bytes and notes the cut; the rest is drained and dropped. */
export class CappedText {
  private readonly parts: Buffer[] = [];
  private size = 0;
  cut = false;
  constructor(private readonly limit: number) {}
  add(chunk: Buffer): void {
    const room = this.limit - this.size;
    if (room <= 0) {
      if (chunk.length > 0) this.cut = true;
      return;
    }
    if (chunk.length > room) this.cut = true;
    const part = chunk.length > room ? chunk.subarray(0, room) : chunk;
    this.parts.push(part);
    this.size += part.length;
  }
  text(): string {
    const body = Buffer.concat(this.parts).toString('utf8');
    return this.cut ? `${body}\n[output truncated: more than ${this.limit} bytes]` : body;
  }
}

/**
 * One call's share of a long-lived stream: bytes go to `sink` until `marker` appears (it may be split
 * across chunks); the marker and anything after it are not this call's. Only a marker-length tail is
 * held back, so a call's output is never buffered whole.
 */
export class UntilMarker {
  private held = Buffer.alloc(0);
  seen = false;
  constructor(private readonly marker: Buffer, private readonly sink: (b: Buffer) => void) {}
  add(chunk: Buffer): void {
    if (this.seen) return;
    const data = this.held.length ? Buffer.concat([this.held, chunk]) : chunk;
    const at = data.indexOf(this.marker);
    if (at >= 0) {
      this.seen = true;
      this.held = Buffer.alloc(0);
      if (at > 0) this.sink(data.subarray(0, at));
      return;
    }
    const keep = Math.min(data.length, this.marker.length - 1);
    if (data.length > keep) this.sink(data.subarray(0, data.length - keep));
    this.held = Buffer.from(data.subarray(data.length - keep));
  }
  /** the stream ended without the marker: what was held back is output too */
  flush(): void {
    if (!this.seen && this.held.length) this.sink(this.held);
    this.held = Buffer.alloc(0);
  }
}
