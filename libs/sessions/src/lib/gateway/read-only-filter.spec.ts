import { parseFrame, ReadOnlyCdpFilter } from './read-only-filter';

function clientFrame(obj: unknown, fin = true): Buffer {
  const data = Buffer.from(JSON.stringify(obj));
  const mask = Buffer.from([1, 2, 3, 4]);
  const masked = Buffer.from(data.map((b, i) => b ^ mask[i % 4]));
  const head = data.length < 126 ? Buffer.from([(fin ? 0x80 : 0) | 1, 0x80 | data.length]) : Buffer.from([(fin ? 0x80 : 0) | 1, 0x80 | 126, data.length >> 8, data.length & 0xff]);
  return Buffer.concat([head, mask, masked]);
}

async function filter(chunks: Buffer[]) {
  const refused: (number | null)[] = [];
  const passed: Buffer[] = [];
  const f = new ReadOnlyCdpFilter((id) => refused.push(id));
  f.on('data', (d: Buffer) => passed.push(d));
  const error = new Promise<Error | null>((resolve) => {
    f.on('error', resolve);
    f.on('end', () => resolve(null));
  });
  f.resume();
  for (const c of chunks) f.write(c);
  f.end();
  return { refused, passed: passed.map((p) => JSON.parse(parseFrame(p)!.payload.toString())), error: await error };
}

describe('ReadOnlyCdpFilter', () => {
  it('passes screencast commands and refuses input, navigation and evaluation', async () => {
    const big = { id: 9, method: 'Runtime.evaluate', params: { expression: 'x'.repeat(300) } };
    const { refused, passed } = await filter([
      clientFrame({ id: 1, method: 'Target.getTargets' }),
      clientFrame({ id: 2, method: 'Input.dispatchMouseEvent', params: {} }),
      clientFrame({ id: 3, method: 'Page.startScreencast', params: {}, sessionId: 's' }),
      clientFrame({ id: 4, method: 'Page.navigate', params: { url: 'http://x' } }),
      clientFrame(big),
    ]);
    expect(passed.map((m) => m.id)).toEqual([1, 3]);
    expect(refused).toEqual([2, 4, 9]);
  });

  it('reassembles frames split across chunks', async () => {
    const frame = clientFrame({ id: 7, method: 'Page.screencastFrameAck', params: { sessionId: 1 } });
    const { passed } = await filter([frame.subarray(0, 3), frame.subarray(3, 10), frame.subarray(10)]);
    expect(passed).toEqual([{ id: 7, method: 'Page.screencastFrameAck', params: { sessionId: 1 } }]);
  });

  it('refuses fragmented messages', async () => {
    const { error } = await filter([clientFrame({ id: 1, method: 'Target.getTargets' }, false)]);
    expect(error?.message).toMatch(/fragmented/);
  });

});
