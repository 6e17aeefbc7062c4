import { createHash, randomBytes } from 'crypto';
import type { Db } from '../client';
import type { TeamRecord } from './teams.repository';

const KEY_PREFIX = 'wsa-';

export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** Creates a key for the team. The plain key is returned once; only its hash is stored. */
export async function createApiKey(db: Db, teamId: string, name?: string): Promise<{ id: string; apiKey: string }> {
  const apiKey = KEY_PREFIX + randomBytes(24).toString('hex');
  const row = await db.apiKey.create({
    data: { teamId, keyHash: hashApiKey(apiKey), keyPrefix: apiKey.slice(0, KEY_PREFIX.length + 6), name },
    select: { id: true },
  });
  return { id: row.id, apiKey };
}

export type AuthenticatedKey = { keyId: string; team: TeamRecord };

/** Finds the live key with that plain value; null for unknown or revoked keys. */
export async function authenticateApiKey(db: Db, apiKey: string): Promise<AuthenticatedKey | null> {
  const row = await db.apiKey.findUnique({
    where: { keyHash: hashApiKey(apiKey) },
    select: { id: true, revokedAt: true, team: { select: { id: true, name: true, plan: true, creditBalance: true, enterprise: true, zeroDataRetention: true, rateLimitPerMin: true } } },
  });
  if (!row || row.revokedAt) return null;
  return { keyId: row.id, team: row.team };
}

/** Revokes by key id or by the plain key; returns whether a live key was revoked. */
export async function revokeApiKey(db: Db, keyIdOrKey: string): Promise<boolean> {
  const where = keyIdOrKey.startsWith(KEY_PREFIX) ? { keyHash: hashApiKey(keyIdOrKey) } : { id: keyIdOrKey };
  const res = await db.apiKey.updateMany({ where: { ...where, revokedAt: null }, data: { revokedAt: new Date() } });
  return res.count > 0;
}

export async function listApiKeys(db: Db, teamId: string) {
  return db.apiKey.findMany({
    where: { teamId },
    select: { id: true, keyPrefix: true, name: true, createdAt: true, revokedAt: true },
    orderBy: { createdAt: 'asc' },
  });
}
