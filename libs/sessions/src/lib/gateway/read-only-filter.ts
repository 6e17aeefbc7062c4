import { Transform, type TransformCallback } from 'node:stream';

/** What the read-only live view may ask the browser: find the tab, watch its screencast. Nothing else. */
export const READ_ONLY_METHODS: ReadonlySet<string> = new Set([
  'Target.getTargets', 'Target.attachToTarget', 'Page.enable', 'Page.startScreencast', 'Page.stopScreencast', 'Page.screencastFrameAck',
]);

type Frame = { fin: boolean; opcode: number; payload: Buffer; raw: Buffer };

/**
 * Client -> browser WebSocket frames of a read-only viewer: frames whose CDP method is not on the list
 * are dropped and reported to `refuse(id)` (the proxy then closes the connection). Fragmented messages are refused outright
 * (browsers send CDP commands whole). Parses RFC 6455 framing; masks are kept, frames pass unchanged.
 */
export class ReadOnlyCdpFilter extends Transform {
  private buf = Buffer.alloc(0);

  constructor(private readonly refuse: (id: number | null) => void) {
    super();
  }

  override _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback): void {
    this.buf = Buffer.concat([this.buf, chunk]);
    for (let frame = parseFrame(this.buf); frame; frame = parseFrame(this.buf)) {
      this.buf = this.buf.subarray(frame.raw.length);
      if (!frame.fin || frame.opcode === 0) return done(new Error('fragmented CDP messages are not accepted on a read-only view'));
      if (frame.opcode >= 8) this.push(frame.raw); // close, ping, pong
      else if (frame.opcode === 1 && isAllowed(frame.payload)) this.push(frame.raw);
      else this.refuse(commandId(frame.payload));
    }
    done();
  }
}

function isAllowed(payload: Buffer): boolean {
  try {
    const msg = JSON.parse(payload.toString('utf8')) as { method?: unknown };
    return typeof msg.method === 'string' && READ_ONLY_METHODS.has(msg.method);
  } catch {
    return false;
  }
}

function commandId(payload: Buffer): number | null {
  try {
    const id = (JSON.parse(payload.toString('utf8')) as { id?: unknown }).id;
    return typeof id === 'number' ? id : null;
  } catch {
    return null;
  }
}

/** One complete frame at the start of `buf`, unmasked payload included; null when more bytes are needed. */
export function parseFrame(buf: Buffer): Frame | null {
  if (buf.length < 2) return null;
  const fin = (buf[0] & 0x80) !== 0;
  const opcode = buf[0] & 0x0f;
  const masked = (buf[1] & 0x80) !== 0;
  let len = buf[1] & 0x7f;
  let offset = 2;
  if (len === 126) {
    if (buf.length < 4) return null;
    len = buf.readUInt16BE(2);
    offset = 4;
  } else if (len === 127) {
    if (buf.length < 10) return null;
    len = Number(buf.readBigUInt64BE(2));
    offset = 10;
  }
  const maskAt = offset;
  if (masked) offset += 4;
  if (buf.length < offset + len) return null;
  const payload = Buffer.from(buf.subarray(offset, offset + len));
  if (masked) for (let i = 0; i < payload.length; i++) payload[i] ^= buf[maskAt + (i % 4)];
  return { fin, opcode, payload, raw: buf.subarray(0, offset + len) };
}
