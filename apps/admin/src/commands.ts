import { ThreatProtectionSchema } from '@wsa/contracts';
import {
  applyLedgerEntry, createApiKey, Db, findOrCreateTeam, findTeamByName, listApiKeys, listLedger, revokeApiKey, updateTeamSettings, type TeamSettings,
} from '@wsa/db';
import { type Flags, UsageError } from './cli-errors';
import { AUDIT_COMMANDS, AUDIT_FLAGS, AUDIT_USAGE } from './audit-commands';
import { threatCommands, THREAT_FLAGS, THREAT_USAGE, type ThreatListSettings } from './threat-commands';
import { DEVELOPER_FLAGS, DEVELOPER_USAGE, developerCommands } from './developer-commands';
import { JOB_FLAGS, JOB_USAGE, jobCommands, type QueueAccess } from './job-commands';
import { INDEX_FLAGS, INDEX_USAGE, indexCommands } from './index-commands';
import { RESEARCH_FLAGS, RESEARCH_USAGE, researchCommands } from './research-commands';

export { Findings, JsonLines, UsageError } from './cli-errors';

function need(flags: Flags, name: string): string {
  const v = flags[name];
  if (typeof v !== 'string' || v === '') throw new UsageError(`--${name} is required`);
  return v;
}

function int(flags: Flags, name: string, def?: number): number {
  const v = flags[name];
  if (v === undefined) {
    if (def === undefined) throw new UsageError(`--${name} is required`);
    return def;
  }
  const n = Number(v);
  if (!Number.isInteger(n)) throw new UsageError(`--${name} must be a whole number`);
  return n;
}

async function teamOrFail(db: Db, name: string) {
  const team = await findTeamByName(db, name);
  if (!team) throw new UsageError(`no team named "${name}"`);
  return team;
}

type Command = (db: Db, flags: Flags, args: string[]) => Promise<unknown>;

/** `--threat-protection`: the team's threatProtection defaults as JSON (the request's own schema), or `none`. */
function parseThreatDefaults(text: string): Record<string, unknown> | null {
  if (text === 'none') return null;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new UsageError('--threat-protection takes JSON such as \'{"blacklist":["bad.example"],"mode":"off"}\' or none');
  }
  const parsed = ThreatProtectionSchema.safeParse(json);
  if (!parsed.success) throw new UsageError(`--threat-protection: ${parsed.error.issues.map((i) => `${i.path.join('.') || 'value'}: ${i.message}`).join('; ')}`);
  return parsed.data;
}

/** Each command returns one JSON-serialisable value, printed as one line. */
const ACCOUNT_COMMANDS: Record<string, Command> = {
  async 'keys create'(db, flags) {
    const team = await findOrCreateTeam(db, need(flags, 'team'));
    const credits = int(flags, 'credits', 0);
    if (credits < 0) throw new UsageError('--credits must not be negative');
    if (credits > 0) await applyLedgerEntry(db, { teamId: team.id, delta: credits, kind: 'grant', reason: 'granted with key creation (admin CLI)' });
    if (flags['rate-limit'] !== undefined) await updateTeamSettings(db, team.id, { rateLimitPerMin: int(flags, 'rate-limit') });
    const { apiKey, id } = await createApiKey(db, team.id, typeof flags.name === 'string' ? flags.name : undefined);
    return { teamId: team.id, apiKey, keyId: id };
  },
  async 'keys revoke'(_db, _flags, args) {
    if (!args[0]) throw new UsageError('usage: keys revoke <apiKey or keyId>');
    return { revoked: await revokeApiKey(_db, args[0]) };
  },
  async 'keys list'(db, flags) {
    const team = await teamOrFail(db, need(flags, 'team'));
    return { teamId: team.id, keys: await listApiKeys(db, team.id) };
  },
  async 'credits grant'(db, flags) {
    const team = await teamOrFail(db, need(flags, 'team'));
    const amount = int(flags, 'amount');
    if (amount === 0) throw new UsageError('--amount must not be 0 (negative amounts take credits away)');
    const reason = typeof flags.reason === 'string' ? flags.reason : 'admin CLI';
    const balance = await applyLedgerEntry(db, { teamId: team.id, delta: amount, kind: amount > 0 ? 'grant' : 'adjustment', reason });
    return { teamId: team.id, balance };
  },
  async 'team show'(db, flags) {
    const team = await teamOrFail(db, need(flags, 'team'));
    return { team, ledger: await listLedger(db, team.id, int(flags, 'limit', 50)) };
  },
  async 'team set'(db, flags) {
    const team = await teamOrFail(db, need(flags, 'team'));
    const data: TeamSettings = {};
    if (flags['rate-limit'] !== undefined) data.rateLimitPerMin = flags['rate-limit'] === 'default' ? null : int(flags, 'rate-limit');
    if (flags.enterprise !== undefined) data.enterprise = flags.enterprise === 'true';
    if (typeof flags.plan === 'string') data.plan = flags.plan;
    if (flags['threat-protection'] !== undefined) data.threatProtection = parseThreatDefaults(String(flags['threat-protection']));
    return updateTeamSettings(db, team.id, data);
  },
};

/** Every command; the job commands reach the queues through `queueAccess` (opened on first use). */
export function allCommands(queueAccess: QueueAccess, threatLists: ThreatListSettings, allowLocalTargets = false): Record<string, Command> {
  return { ...ACCOUNT_COMMANDS, ...jobCommands(queueAccess), ...researchCommands(queueAccess), ...developerCommands(queueAccess), ...indexCommands(queueAccess, allowLocalTargets), ...AUDIT_COMMANDS, ...threatCommands(threatLists) };
}

export const STRING_FLAGS = [...new Set(['team', 'credits', 'name', 'rate-limit', 'amount', 'reason', 'limit', 'enterprise', 'plan', 'threat-protection', ...JOB_FLAGS, ...RESEARCH_FLAGS, ...DEVELOPER_FLAGS, ...INDEX_FLAGS, ...AUDIT_FLAGS, ...THREAT_FLAGS])];

export const USAGE = `usage: npm run --silent admin -- <command> [flags]
  keys create --team <name> [--credits <n>] [--name <label>] [--rate-limit <req/min>]
  keys revoke <apiKey or keyId>
  keys list --team <name>
  credits grant --team <name> --amount <n> [--reason <text>]
  team show --team <name> [--limit <ledger rows>]
  team set --team <name> [--rate-limit <n|default>] [--enterprise true|false] [--plan <name>] [--threat-protection '<json>'|none]
${JOB_USAGE}
${RESEARCH_USAGE}
${DEVELOPER_USAGE}
${INDEX_USAGE}
${AUDIT_USAGE}
${THREAT_USAGE}`;
