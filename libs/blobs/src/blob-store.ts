import { Db, getBlob, putBlob } from '@wsa/db';
import { signBlobUrl } from './blob-signing';

export type BlobStoreConfig = { publicUrl: string; signingSecret: string; ttlMs: number };
export type SavedBlob = { id: string; url: string; expiresAt: number };

/** Binary outputs (screenshots, PDFs) in PostgreSQL, handed out as signed, expiring URLs. */
export function createBlobStore(db: Db, config: BlobStoreConfig) {
  return {
    async save(data: Buffer, contentType: string, owner: { teamId: string | null; jobId: string | null }): Promise<SavedBlob> {
      const id = await putBlob(db, { ...owner, contentType, data, ttlMs: config.ttlMs });
      const expiresAt = Date.now() + config.ttlMs;
      return { id, url: signBlobUrl(config.publicUrl, config.signingSecret, id, expiresAt), expiresAt };
    },
    load(id: string) {
      return getBlob(db, id);
    },
  };
}
export type BlobStore = ReturnType<typeof createBlobStore>;
