import { z } from 'zod';

/**
 * A Developer Index ingest job: one repository (after `developer add-repo`, or by name with
 * `developer refresh owner/name`), one documentation site (after `developer add-docs`: crawled from
 * its sitemap through the scrape queue), or a refresh of every repository and site (the schedule,
 * or `developer refresh`).
 */
export const DeveloperIngestJobPayloadSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('repo'), repo: z.string().regex(/^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/) }),
  z.object({ kind: z.literal('docs'), source: z.string().min(1).max(200), url: z.url() }),
  z.object({ kind: z.literal('refresh') }),
]);
export type DeveloperIngestJobPayload = z.infer<typeof DeveloperIngestJobPayloadSchema>;

export const DeveloperIngestJobResultSchema = z.object({
  runs: z.array(z.object({
    /** owner/name, or the documentation source id */
    repo: z.string(),
    kind: z.enum(['repo', 'docs']).optional(), runId: z.string(), status: z.enum(['completed', 'partial', 'failed']), documents: z.number().int(), segments: z.number().int(),
    error: z.string().optional(),
  })),
});
export type DeveloperIngestJobResult = z.infer<typeof DeveloperIngestJobResultSchema>;
