import { Router } from 'express';
import { ApiError } from '@wsa/contracts';
import { verifyBlobSignature, type BlobStore } from '@wsa/blobs';

/** Signed, expiring URLs of screenshots and PDFs: the signature is the credential. */
export function blobRoutes(blobs: BlobStore, signingSecret: string): Router {
  const router = Router();
  router.get('/v2/blobs/:id', async (req, res) => {
    const id = String(req.params.id);
    const check = verifyBlobSignature(signingSecret, id, req.query.expires?.toString(), req.query.sig?.toString());
    if (!check.ok) throw new ApiError('FORBIDDEN', check.reason === 'expired' ? 'This link has expired.' : 'Invalid link signature.');
    const blob = /^[0-9a-f-]{36}$/i.test(id) ? await blobs.load(id) : null;
    if (!blob) throw new ApiError('NOT_FOUND', 'This file no longer exists.');
    res.setHeader('content-type', blob.contentType);
    res.setHeader('cache-control', 'private, max-age=3600');
    res.end(blob.data);
  });
  return router;
}
