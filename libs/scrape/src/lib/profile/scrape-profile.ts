import type { ProfileState, ScrapeJobPayload } from '@wsa/contracts';
import { claimProfileWriter, readProfile, releaseProfileWriter, saveProfile, type Db } from '@wsa/db';
import { ScrapeFailure } from '../errors/scrape-failure';
import type { RenderProfile } from '../engines/run-engines';

/** How long past the scrape's own timeout a writer keeps its lease (a crashed worker frees it by then). */
const LEASE_SLACK_MS = 60_000;

export type OpenProfile = { render: RenderProfile; save(state: ProfileState | undefined): Promise<void>; close(): Promise<void> };

/**
 * The scrape's persistent profile (`profile: {name, saveChanges}`): its saved state to load, and,
 * with saveChanges, the one-writer lease (PROFILE_IN_USE, a 409, when another scrape or session
 * holds it) and the save of the state the browser ends with. Readers never wait or fail.
 */
export async function openScrapeProfile(db: Db, payload: ScrapeJobPayload): Promise<OpenProfile | undefined> {
  const p = payload.request.profile;
  if (!p) return undefined;
  const key = { teamId: payload.teamId, name: p.name };
  const holder = `scrape:${payload.jobId}`;
  if (p.saveChanges && !(await claimProfileWriter(db, { ...key, holder, ttlMs: payload.request.timeout + LEASE_SLACK_MS }))) {
    throw new ScrapeFailure('PROFILE_IN_USE', `The browser profile "${p.name}" is being changed by another scrape or interact session. Try again when it ends, or use the profile read-only with saveChanges: false.`);
  }
  const state = await readProfile(db, key);
  let saved = false;
  return {
    render: { state, capture: p.saveChanges },
    async save(next) {
      if (!p.saveChanges || !next) return;
      saved = await saveProfile(db, { ...key, holder, state: next });
    },
    async close() {
      if (p.saveChanges && !saved) await releaseProfileWriter(db, { ...key, holder });
    },
  };
}
