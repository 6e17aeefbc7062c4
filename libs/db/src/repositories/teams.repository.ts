import type { Db } from '../client';
import { Prisma } from '../generated/client';

export type TeamRecord = {
  id: string; name: string; plan: string; creditBalance: number; enterprise: boolean; zeroDataRetention: boolean; rateLimitPerMin: number | null;
  /** threatProtection defaults (validated by the admin CLI when set); null or absent = none */
  threatProtection?: Record<string, unknown> | null;
};

const teamSelect = { id: true, name: true, plan: true, creditBalance: true, enterprise: true, zeroDataRetention: true, rateLimitPerMin: true, threatProtection: true } as const;

/** Returns the team of that name, creating it (with a zero balance) when absent. */
export async function findOrCreateTeam(db: Db, name: string): Promise<TeamRecord> {
  return toRecord(await db.team.upsert({ where: { name }, create: { name }, update: {}, select: teamSelect }));
}

/**
 * The operator's own team, owner of the scrape jobs of index ingest (Developer Index documentation
 * crawls): they are recorded like any scrape (job rows, `admin jobs`), settled with 0 credits
 * (ScrapeJobPayload.uncharged). It has no API key, so no request is ever admitted as it.
 */
export const INDEX_INGEST_TEAM = 'operator:index-ingest';

export async function findOrCreateIndexIngestTeam(db: Db): Promise<TeamRecord> {
  return toRecord(await db.team.upsert({ where: { name: INDEX_INGEST_TEAM }, create: { name: INDEX_INGEST_TEAM, plan: 'operator' }, update: {}, select: teamSelect }));
}

export async function findTeamByName(db: Db, name: string): Promise<TeamRecord | null> {
  const row = await db.team.findUnique({ where: { name }, select: teamSelect });
  return row && toRecord(row);
}

export async function findTeamById(db: Db, id: string): Promise<TeamRecord | null> {
  const row = await db.team.findUnique({ where: { id }, select: teamSelect });
  return row && toRecord(row);
}

function toRecord<R extends { threatProtection: unknown }>(row: R): Omit<R, 'threatProtection'> & { threatProtection: Record<string, unknown> | null } {
  return { ...row, threatProtection: (row.threatProtection ?? null) as Record<string, unknown> | null };
}

export async function getCreditBalance(db: Db, teamId: string): Promise<number> {
  const team = await db.team.findUnique({ where: { id: teamId }, select: { creditBalance: true } });
  if (!team) throw new Error(`team ${teamId} not found`);
  return team.creditBalance;
}

export type TeamSettings = { rateLimitPerMin?: number | null; enterprise?: boolean; plan?: string; threatProtection?: Record<string, unknown> | null };

/** Changes a team's settings (operators: admin CLI); only the fields given change. */
export async function updateTeamSettings(db: Db, teamId: string, settings: TeamSettings) {
  const { threatProtection, ...rest } = settings;
  const data = threatProtection === undefined ? rest : { ...rest, threatProtection: threatProtection === null ? Prisma.DbNull : (threatProtection as Prisma.InputJsonObject) };
  return db.team.update({ where: { id: teamId }, data });
}
