import type { Db } from '../client';

export type NewBlob = { teamId: string | null; jobId: string | null; contentType: string; data: Buffer; ttlMs: number };

export async function putBlob(db: Db, b: NewBlob): Promise<string> {
  const row = await db.blob.create({
    data: { teamId: b.teamId, jobId: b.jobId, contentType: b.contentType, size: b.data.length, data: new Uint8Array(b.data), expiresAt: new Date(Date.now() + b.ttlMs) },
    select: { id: true },
  });
  return row.id;
}

/** The blob if it exists and has not expired. */
export async function getBlob(db: Db, id: string): Promise<{ contentType: string; data: Buffer } | null> {
  const row = await db.blob.findUnique({ where: { id }, select: { contentType: true, data: true, expiresAt: true } });
  if (!row || row.expiresAt.getTime() < Date.now()) return null;
  return { contentType: row.contentType, data: Buffer.from(row.data) };
}

export async function pruneBlobs(db: Db, now = new Date()): Promise<number> {
  const res = await db.blob.deleteMany({ where: { expiresAt: { lt: now } } });
  return res.count;
}
