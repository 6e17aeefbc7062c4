import { RESEARCH_SOURCES, type ResearchSource } from '@wsa/contracts';
import { createResearchIngestRun, listResearchIngestRuns, readResearchIngestRun, type Db } from '@wsa/db';
import { createProducer, researchIngestJob } from '@wsa/queue';
import { type Flags, UsageError } from './cli-errors';
import type { QueueAccess } from './job-commands';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const FINISHED = ['completed', 'failed', 'cancelled'];

function day(flags: Flags, name: string): string | null {
  const v = flags[name];
  if (v === undefined) return null;
  if (typeof v !== 'string' || !DAY.test(v)) throw new UsageError(`--${name} takes a date written YYYY-MM-DD`);
  return v;
}

/**
 * Research Index ingest: a run row (progress an operator can watch) and a job on the
 * research-ingest queue, worked by a search worker. `--wait` polls the row until the run ends.
 */
export function researchCommands(queueAccess: QueueAccess): Record<string, (db: Db, flags: Flags, args: string[]) => Promise<unknown>> {
  return {
    async 'research ingest'(db, flags) {
      const source = flags.source;
      if (typeof source !== 'string' || !(RESEARCH_SOURCES as readonly string[]).includes(source)) throw new UsageError(`--source must be one of ${RESEARCH_SOURCES.join(', ')}`);
      if (source === 'openalex') throw new UsageError('--source openalex is not available for ingest: OpenAlex serves the citation graph only (search worker, OPENALEX_API_KEY)');
      const max = flags.max === undefined ? 1000 : Number(flags.max);
      if (!Number.isInteger(max) || max < 1 || max > 1_000_000) throw new UsageError('--max must be a whole number from 1 to 1000000');
      const query = typeof flags.query === 'string' ? flags.query : '';
      const [from, to] = [day(flags, 'from'), day(flags, 'to')];
      const run = await createResearchIngestRun(db, { source, query, fromDate: from, toDate: to, maxPapers: max });
      const { connection, prefix } = queueAccess();
      const producer = await createProducer(researchIngestJob, { connection, prefix, waits: false });
      try {
        await producer.enqueue(run.id, { runId: run.id, source: source as ResearchSource, query, from, to, max });
      } finally {
        await producer.close();
      }
      if (flags.wait === undefined) return { run };
      const timeoutMs = Number(flags.wait) * 1000 || 3600_000;
      const until = Date.now() + timeoutMs;
      for (;;) {
        const now = await readResearchIngestRun(db, run.id);
        if (now && FINISHED.includes(now.status)) return { run: now };
        if (Date.now() > until) return { run: now, waited: 'timed out' };
        process.stderr.write(`${now?.status ?? '?'}: fetched ${now?.fetched ?? 0}, stored ${now?.stored ?? 0}, failures ${now?.failures ?? 0}\n`);
        await new Promise((r) => setTimeout(r, 1000));
      }
    },
    async 'research runs'(db, flags) {
      const limit = flags.limit === undefined ? 20 : Number(flags.limit);
      if (!Number.isInteger(limit) || limit < 1 || limit > 1000) throw new UsageError('--limit must be a whole number from 1 to 1000');
      const runs = await listResearchIngestRuns(db, limit);
      return { count: runs.length, runs };
    },
  };
}

export const RESEARCH_FLAGS = ['source', 'query', 'from', 'to', 'max', 'wait'];
export const RESEARCH_USAGE = `  research ingest --source <${RESEARCH_SOURCES.filter((s) => s !== 'openalex').join('|')}> [--query <text>] [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--max <n>] [--wait <seconds>]
  research runs [--limit <n>]`;
