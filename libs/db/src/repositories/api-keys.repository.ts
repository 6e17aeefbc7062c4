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
  // runs on every request: a prepared statement (see sql.ts)
  const rows = await db.sql.query<KeyRow>`
    SELECT k.id AS key_id, t.id, t.name, t.plan, t.credit_balance, t.enterprise, t.zero_data_retention, t.rate_limit_per_min, t.threat_protection
    FROM api_keys k JOIN teams t ON t.id = k.team_id
    WHERE k.key_hash = ${hashApiKey(apiKey)} AND k.revoked_at IS NULL`;
  const r = rows[0];
  if (!r) return null;
  return {
    keyId: r.key_id,
    team: { id: r.id, name: r.name, plan: r.plan, creditBalance: r.credit_balance, enterprise: r.enterprise, zeroDataRetention: r.zero_data_retention, rateLimitPerMin: r.rate_limit_per_min, threatProtection: r.threat_protection },
  };
}

type KeyRow = { key_id: string; id: string; name: string; plan: string; credit_balance: number; enterprise: boolean; zero_data_retention: boolean; rate_limit_per_min: number | null; threat_protection: Record<string, unknown> | null };

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
