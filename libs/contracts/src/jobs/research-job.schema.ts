import { z } from 'zod';

/**
 * Research Index jobs (queue `research`, search worker). A fill job fetches what a request found
 * missing from the local index (papers for a query, one paper, its full text, its citations or its
 * similar articles),
 * stores it, and answers only warnings: the gateway then reads the index again.
 */
export const ResearchFillPayloadSchema = z.object({
  jobId: z.uuid(),
  deadlineAt: z.number().int(),
  task: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('search'), query: z.string().min(1).max(500), k: z.number().int().min(1).max(500) }),
    z.object({ kind: z.literal('paper'), namespace: z.string(), value: z.string() }),
    z.object({ kind: z.literal('fulltext'), paperId: z.string().regex(/^\d+$/) }),
    z.object({ kind: z.literal('citations'), paperIds: z.array(z.string().regex(/^\d+$/)).min(1).max(10), direction: z.enum(['citers', 'references', 'both']) }),
    // PubMed's similar articles of papers with a PMID
    z.object({ kind: z.literal('similar'), paperIds: z.array(z.string().regex(/^\d+$/)).min(1).max(10) }),
  ]),
});
export type ResearchFillPayload = z.infer<typeof ResearchFillPayloadSchema>;
export type ResearchFillTask = ResearchFillPayload['task'];

export const ResearchFillResultSchema = z.object({
  /** papers stored or updated */
  stored: z.number().int().min(0),
  /** one line per source that failed or answered malformed entries */
  warnings: z.array(z.string()),
  /** canonical id found for a `paper` task */
  paperId: z.string().nullable().default(null),
});
export type ResearchFillResult = z.infer<typeof ResearchFillResultSchema>;

export const RESEARCH_SOURCES = ['europepmc', 'arxiv', 'pubmed', 'biorxiv', 'medrxiv', 'openalex'] as const;
export type ResearchSource = (typeof RESEARCH_SOURCES)[number];

export const ResearchIngestPayloadSchema = z.object({
  runId: z.uuid(),
  source: z.enum(RESEARCH_SOURCES),
  query: z.string().max(2000),
  from: z.string().nullable(),
  to: z.string().nullable(),
  max: z.number().int().min(1).max(1_000_000),
});
export type ResearchIngestPayload = z.infer<typeof ResearchIngestPayloadSchema>;

export const ResearchIngestResultSchema = z.object({ fetched: z.number().int(), stored: z.number().int(), failures: z.number().int() });
export type ResearchIngestResult = z.infer<typeof ResearchIngestResultSchema>;
