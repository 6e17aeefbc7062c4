import { captureProfile, type SessionBrowser } from '@wsa/browser';
import { ApiError, type ProfileState } from '@wsa/contracts';
import { claimProfileWriter, readProfile, releaseProfileWriter, saveProfile, type Db } from '@wsa/db';

export type SessionProfile = { name: string; state: ProfileState; saveChanges: boolean; holder: string; teamId: string };

/**
 * A session's persistent profile: its saved state to load into the tab, and with saveChanges the
 * one-writer lease for the session's whole life (409 PROFILE_IN_USE when another writer holds it).
 */
export async function openSessionProfile(db: Db, req: { teamId: string; sessionId: string; profile?: { name: string; saveChanges: boolean }; leaseMs: number }): Promise<SessionProfile | undefined> {
  if (!req.profile) return undefined;
  const key = { teamId: req.teamId, name: req.profile.name };
  const holder = `session:${req.sessionId}`;
  if (req.profile.saveChanges && !(await claimProfileWriter(db, { ...key, holder, ttlMs: req.leaseMs }))) {
    throw new ApiError('PROFILE_IN_USE', `The browser profile "${req.profile.name}" is being changed by another scrape or interact session. Try again when it ends, or use it read-only with saveChanges: false.`);
  }
  return { ...key, state: await readProfile(db, key), saveChanges: req.profile.saveChanges, holder };
}

/** At the end of the session: the tab's cookies and localStorage saved (saveChanges), the lease ended. */
export async function closeSessionProfile(db: Db, profile: SessionProfile | undefined, browser: SessionBrowser | undefined): Promise<void> {
  if (!profile?.saveChanges) return;
  const key = { teamId: profile.teamId, name: profile.name, holder: profile.holder };
  const state = browser ? await captureProfile(browser.page, profile.state).catch(() => undefined) : undefined;
  if (!state || !(await saveProfile(db, { ...key, state }))) await releaseProfileWriter(db, key);
}
