import type { Db } from '../client';

export type TeamRecord = { id: string; name: string; plan: string; creditBalance: number; enterprise: boolean; zeroDataRetention: boolean; rateLimitPerMin: number | null };

const teamSelect = { id: true, name: true, plan: true, creditBalance: true, enterprise: true, zeroDataRetention: true, rateLimitPerMin: true } as const;

/** Returns the team of that name, creating it (with a zero balance) when absent. */
export async function findOrCreateTeam(db: Db, name: string): Promise<TeamRecord> {
  return db.team.upsert({ where: { name }, create: { name }, update: {}, select: teamSelect });
}

export async function findTeamByName(db: Db, name: string): Promise<TeamRecord | null> {
  return db.team.findUnique({ where: { name }, select: teamSelect });
}

export async function findTeamById(db: Db, id: string): Promise<TeamRecord | null> {
  return db.team.findUnique({ where: { id }, select: teamSelect });
}

export async function getCreditBalance(db: Db, teamId: string): Promise<number> {
  const team = await db.team.findUnique({ where: { id: teamId }, select: { creditBalance: true } });
  if (!team) throw new Error(`team ${teamId} not found`);
  return team.creditBalance;
}

export type TeamSettings = { rateLimitPerMin?: number | null; enterprise?: boolean; plan?: string };

/** Changes a team's settings (operators: admin CLI); only the fields given change. */
export async function updateTeamSettings(db: Db, teamId: string, settings: TeamSettings) {
  return db.team.update({ where: { id: teamId }, data: settings });
}
