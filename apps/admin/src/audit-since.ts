import { UsageError } from './cli-errors';
import { parseDuration } from './duration';

/**
 * `--since` as an ISO date (`2026-11-24`, `2026-11-24T10:00:00Z`) or a duration back from now
 * (`90s`, `10m`, `2h`, `7d`).
 */
export function parseSince(text: string | undefined, now: number): Date {
  if (text === undefined || text === '') throw new UsageError('--since is required: an ISO date (2026-11-24T10:00:00Z) or a duration back from now (90s, 10m, 2h, 7d)');
  const ms = parseDuration(text);
  if (ms !== null) return new Date(now - ms);
  if (/^\d{4}-\d{2}-\d{2}/.test(text.trim())) {
    const date = new Date(text.trim());
    if (!Number.isNaN(date.getTime())) return date;
  }
  throw new UsageError(`--since "${text}" is neither an ISO date (2026-11-24T10:00:00Z) nor a duration (90s, 10m, 2h, 7d)`);
}
