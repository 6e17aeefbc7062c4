import type { Db } from '@wsa/db';
import { parseListSources, updateThreatLists } from '@wsa/threats';
import { Findings, type Flags, UsageError } from './cli-errors';

export type ThreatListSettings = { listsDir: string; sources: string | undefined };
/** Some list could not be refreshed (its previous file is kept). */
export const THREAT_UPDATE_FAILED_EXIT_CODE = 3;
const FETCH_TIMEOUT_MS = 60000;

async function fetchText(url: string): Promise<string> {
  const res = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  if (!res.ok) throw new Error(`HTTP ${res.status} from ${url}`);
  return res.text();
}

export function threatCommands(settings: ThreatListSettings): Record<string, (db: Db, flags: Flags) => Promise<unknown>> {
  return {
    /** Copies or downloads the configured blocklists into THREAT_LISTS_DIR (the local risk provider's lists). */
    async 'threats update'(_db, flags) {
      const text = typeof flags.source === 'string' ? flags.source : settings.sources;
      if (!text) throw new UsageError('no list sources: set THREAT_LIST_SOURCES (name=URL-or-file, comma-separated) or pass --source');
      const lists = await updateThreatLists(settings.listsDir, parseListSources(text), fetchText);
      const out = { dir: settings.listsDir, lists };
      return lists.some((l) => 'error' in l) ? new Findings(out, THREAT_UPDATE_FAILED_EXIT_CODE) : out;
    },
  };
}

export const THREAT_FLAGS = ['source'];
export const THREAT_USAGE = `  threats update [--source <name=URL-or-file,...>]   (default THREAT_LIST_SOURCES; exit code ${THREAT_UPDATE_FAILED_EXIT_CODE} when a list failed)`;
