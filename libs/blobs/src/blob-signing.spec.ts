import { signBlobUrl, verifyBlobSignature } from './blob-signing';

describe('blob URL signing', () => {
  const url = new URL(signBlobUrl('http://localhost:3002/', 'secret', 'abc', 2_000_000));
  const expires = url.searchParams.get('expires') ?? undefined;
  const sig = url.searchParams.get('sig') ?? undefined;

  it('builds a gateway URL', () => {
    expect(url.pathname).toBe('/v2/blobs/abc');
  });
  it('accepts its own signature before expiry', () => {
    expect(verifyBlobSignature('secret', 'abc', expires, sig, 1_000_000)).toEqual({ ok: true });
  });
  it('refuses after expiry, another id, another secret or a missing signature', () => {
    expect(verifyBlobSignature('secret', 'abc', expires, sig, 3_000_000)).toEqual({ ok: false, reason: 'expired' });
    expect(verifyBlobSignature('secret', 'abd', expires, sig, 1_000_000).ok).toBe(false);
    expect(verifyBlobSignature('other', 'abc', expires, sig, 1_000_000).ok).toBe(false);
    expect(verifyBlobSignature('secret', 'abc', expires, undefined, 1_000_000).ok).toBe(false);
    expect(verifyBlobSignature('secret', 'abc', '9999999999999', sig, 1_000_000).ok).toBe(false);
  });
});
