import { z } from 'zod';

/**
 * A Developer Index ingest job: one repository (after `developer add-repo`, or by name with
 * `developer refresh owner/name`), or a refresh of every repository (the schedule, or
 * `developer refresh`).
 */
export const DeveloperIngestJobPayloadSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('repo'), repo: z.string().regex(/^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/) }),
  z.object({ kind: z.literal('refresh') }),
]);
export type DeveloperIngestJobPayload = z.infer<typeof DeveloperIngestJobPayloadSchema>;

export const DeveloperIngestJobResultSchema = z.object({
  runs: z.array(z.object({
    repo: z.string(), runId: z.string(), status: z.enum(['completed', 'partial', 'failed']), documents: z.number().int(), segments: z.number().int(),
    error: z.string().optional(),
  })),
});
export type DeveloperIngestJobResult = z.infer<typeof DeveloperIngestJobResultSchema>;
