import { z } from 'zod';
import { INTERACT_LANGUAGES } from '../requests/interact.schema';
import { ScrapeRequestSchema } from '../requests/scrape.schema';

// Messages between the gateway and the session-worker replica that holds a session (rpc over Redis).

/** Where a live session is and how to reach its browser; kept in the Redis registry. */
export const SessionRecordSchema = z.object({
  sessionId: z.uuid(),
  jobId: z.uuid(),
  teamId: z.uuid(),
  workerId: z.string(),
  /** unguessable; authorises cdpUrl and the live views */
  token: z.string(),
  /** the browser's DevTools endpoint, reachable from the gateway */
  cdpHost: z.string(),
  cdpPort: z.number().int(),
  cdpPath: z.string(),
  startedAt: z.number().int(),
  state: z.enum(['open', 'destroyed']),
  sessionDurationMs: z.number().int().optional(),
  creditsBilled: z.number().int().optional(),
});
export type SessionRecord = z.infer<typeof SessionRecordSchema>;

/** Open a session replaying the scrape `request` of job `jobId`. */
export const SessionOpenMessageSchema = z.object({
  sessionId: z.uuid(),
  jobId: z.uuid(),
  teamId: z.uuid(),
  request: ScrapeRequestSchema,
});
export type SessionOpenMessage = z.infer<typeof SessionOpenMessageSchema>;

export const SessionRunMessageSchema = z.object({
  sessionId: z.uuid(),
  language: z.enum(INTERACT_LANGUAGES),
  code: z.string(),
  /** set instead of code: the model drives the page towards this goal (the session worker's prompt agent) */
  prompt: z.string().optional(),
  timeoutMs: z.number().int().positive(),
});
export type SessionRunMessage = z.infer<typeof SessionRunMessageSchema>;

export const SessionRunResultSchema = z.object({
  stdout: z.string(),
  stderr: z.string(),
  result: z.string().nullable(),
  exitCode: z.number().int().nullable(),
  killed: z.boolean(),
  error: z.string().nullable(),
  truncated: z.boolean(),
  durationMs: z.number().int(),
  /** the prompt agent's final answer */
  output: z.string().optional(),
});
export type SessionRunResult = z.infer<typeof SessionRunResultSchema>;

export const SessionStopMessageSchema = z.object({ sessionId: z.uuid() });

export const SessionStopResultSchema = z.object({ sessionDurationMs: z.number().int().min(0), creditsBilled: z.number().int().min(0) });
export type SessionStopResult = z.infer<typeof SessionStopResultSchema>;
