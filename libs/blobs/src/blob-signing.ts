import { createHmac, timingSafeEqual } from 'crypto';

// Blob URLs are capabilities: anyone holding one can fetch the blob until it expires, so the
// signature covers the id and the expiry and is checked in constant time.

function signature(secret: string, id: string, expiresAt: number): string {
  return createHmac('sha256', secret).update(`${id}.${expiresAt}`).digest('base64url');
}

export function signBlobUrl(publicUrl: string, secret: string, id: string, expiresAt: number): string {
  const base = publicUrl.replace(/\/+$/, '');
  return `${base}/v2/blobs/${id}?expires=${expiresAt}&sig=${signature(secret, id, expiresAt)}`;
}

export type BlobUrlCheck = { ok: true } | { ok: false; reason: 'expired' | 'bad_signature' };

export function verifyBlobSignature(secret: string, id: string, expires: string | undefined, sig: string | undefined, now = Date.now()): BlobUrlCheck {
  const expiresAt = Number(expires);
  if (!Number.isFinite(expiresAt) || !sig) return { ok: false, reason: 'bad_signature' };
  const expected = Buffer.from(signature(secret, id, expiresAt));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'bad_signature' };
  if (expiresAt < now) return { ok: false, reason: 'expired' };
  return { ok: true };
}
