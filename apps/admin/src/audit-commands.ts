import { Db, findTeamByName, listAuditEntries } from '@wsa/db';
import { JsonLines, type Flags, UsageError } from './cli-errors';
import { parseSince } from './audit-since';

const PAGE = 1000;

async function* entries(db: Db, since: Date, teamId: string | undefined) {
  let afterId: string | undefined;
  for (;;) {
    const page = await listAuditEntries(db, { since, afterId, limit: PAGE, teamId });
    yield* page;
    if (page.length < PAGE) return;
    afterId = page[page.length - 1].id;
  }
}

export const AUDIT_COMMANDS: Record<string, (db: Db, flags: Flags) => Promise<unknown>> = {
  /** The audit log (requests that carried auditMetadata) as JSON lines, oldest first, for a SIEM. */
  async 'audit export'(db, flags) {
    const since = parseSince(typeof flags.since === 'string' ? flags.since : undefined, Date.now());
    let teamId: string | undefined;
    if (typeof flags.team === 'string') {
      const team = await findTeamByName(db, flags.team);
      if (!team) throw new UsageError(`no team named "${flags.team}"`);
      teamId = team.id;
    }
    return new JsonLines(entries(db, since, teamId));
  },
};

export const AUDIT_FLAGS = ['since'];
export const AUDIT_USAGE = '  audit export --since <ISO date|90s|10m|2h|7d> [--team <name>]   (JSON lines, oldest first)';
