import { ProfileStateSchema, type ProfileState } from '@wsa/contracts';
import type { Db } from '../client';

export type ProfileKey = { teamId: string; name: string };

/** The saved state of a team's profile; an unknown profile is empty (it is created by its first save). */
export async function readProfile(db: Db, key: ProfileKey): Promise<ProfileState> {
  const rows = await db.sql.query<{ state: unknown }>`SELECT state FROM browser_profiles WHERE team_id = ${key.teamId}::uuid AND name = ${key.name}`;
  return ProfileStateSchema.parse(rows[0]?.state ?? {});
}

/**
 * Makes `holder` (a job or session id) the profile's one writer until `ttlMs` from now, when no other
 * holder has a live lease. False: another writer holds it (the caller answers 409).
 */
export async function claimProfileWriter(db: Db, key: ProfileKey & { holder: string; ttlMs: number }): Promise<boolean> {
  const rows = await db.sql.query<{ ok: number }>`
    INSERT INTO browser_profiles (team_id, name, writer, writer_until)
    VALUES (${key.teamId}::uuid, ${key.name}, ${key.holder}, now() + ${key.ttlMs}::int * interval '1 millisecond')
    ON CONFLICT (team_id, name) DO UPDATE SET writer = EXCLUDED.writer, writer_until = EXCLUDED.writer_until
    WHERE browser_profiles.writer IS NULL OR browser_profiles.writer_until < now() OR browser_profiles.writer = EXCLUDED.writer
    RETURNING 1 AS ok`;
  return rows.length === 1;
}

/** Saves the state and ends the holder's lease (a lease that expired and moved on saves nothing). */
export async function saveProfile(db: Db, key: ProfileKey & { holder: string; state: ProfileState }): Promise<boolean> {
  const n = await db.sql.execute`
    UPDATE browser_profiles SET state = ${JSON.stringify(key.state)}::jsonb, writer = NULL, writer_until = NULL, updated_at = now()
    WHERE team_id = ${key.teamId}::uuid AND name = ${key.name} AND writer = ${key.holder}`;
  return n === 1;
}

/** Ends the holder's lease without saving (the scrape failed). */
export async function releaseProfileWriter(db: Db, key: ProfileKey & { holder: string }): Promise<void> {
  await db.sql.execute`
    UPDATE browser_profiles SET writer = NULL, writer_until = NULL
    WHERE team_id = ${key.teamId}::uuid AND name = ${key.name} AND writer = ${key.holder}`;
}
