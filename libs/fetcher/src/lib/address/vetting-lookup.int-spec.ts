import type { LookupAddress } from 'node:dns';
import { FetchError } from '../fetch-error';
import { createVettingLookup } from './vetting-lookup';

type Answer = { err: Error | null; address: string | LookupAddress[]; family?: number };

function callLookup(lookup: ReturnType<typeof createVettingLookup>, host: string, options: object): Promise<Answer> {
  return new Promise((resolve) => lookup(host, options, (err, address, family) => resolve({ err, address, family })));
}

describe('createVettingLookup (the lookup connections are pinned to)', () => {
  it('refuses a name resolving to loopback with the FetchError undici passes through', async () => {
    const answer = await callLookup(createVettingLookup({ allowLocalTargets: false }), 'localhost', { all: true });
    expect(answer.err).toBeInstanceOf(FetchError);
    expect((answer.err as FetchError).kind).toBe('blocked_address');
  });

  it('hands the vetted addresses to the socket in both single and all forms', async () => {
    const lookup = createVettingLookup({ allowLocalTargets: false, allowedHosts: ['localhost'] });
    const all = await callLookup(lookup, 'localhost', { all: true });
    expect(all.err).toBeNull();
    expect(all.address).toEqual(expect.arrayContaining([{ address: '127.0.0.1', family: 4 }]));
    const single = await callLookup(lookup, 'localhost', { family: 4 });
    expect(single).toEqual({ err: null, address: '127.0.0.1', family: 4 });
  });

  it('reports unknown names as dns errors', async () => {
    const answer = await callLookup(createVettingLookup({ allowLocalTargets: true }), 'nonexistent.invalid', { all: true });
    expect((answer.err as FetchError).kind).toBe('dns');
  });
});
