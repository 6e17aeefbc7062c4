import { z } from 'zod';

/** POST /v2/scrape/:jobId/interact body; `success` is `exitCode === 0 && !killed`. */
export const InteractResponseSchema = z.object({
  success: z.boolean(),
  sessionId: z.string(),
  cdpUrl: z.string().nullable(),
  liveViewUrl: z.string().nullable(),
  interactiveLiveViewUrl: z.string().nullable(),
  output: z.string().optional(),
  stdout: z.string().nullable(),
  result: z.string().nullable(),
  stderr: z.string().nullable(),
  exitCode: z.number().int().nullable(),
  killed: z.boolean(),
  error: z.string().nullable().optional(),
});
export type InteractResponse = z.infer<typeof InteractResponseSchema>;

/** DELETE /v2/scrape/:jobId/interact body. */
export const StopInteractResponseSchema = z.object({
  success: z.boolean(),
  sessionDurationMs: z.number().int().min(0),
  creditsBilled: z.number().int().min(0),
});
export type StopInteractResponse = z.infer<typeof StopInteractResponseSchema>;
