import { z } from 'zod';

// Research Index answers, as the official JS client (ResearchClient) and firecrawl-mcp read them.

/** External ids by namespace (arxiv, doi, pmid, pmcid, ...). */
export const PaperIdMapSchema = z.record(z.string(), z.array(z.string()));

export const PaperSignalsSchema = z.object({
  structural: z.number(), semantic: z.number(), articleRank: z.number(), seedOverlap: z.number(),
});

export const PaperResultSchema = z.object({
  /** canonical id, a decimal string */
  paperId: z.string(),
  primaryId: z.string(),
  ids: PaperIdMapSchema.optional(),
  title: z.string(),
  abstract: z.string(),
  score: z.number(),
  signals: PaperSignalsSchema.optional(),
});
export type PaperResult = z.infer<typeof PaperResultSchema>;

export const PaperMetadataSchema = z.object({
  paperId: z.string(),
  primaryId: z.string(),
  ids: PaperIdMapSchema.optional(),
  title: z.string(),
  abstract: z.string(),
  /** comma-joined names */
  authors: z.string().optional(),
  categories: z.array(z.string()).optional(),
  createdDate: z.string().optional(),
  updateDate: z.string().optional(),
});
export type PaperMetadata = z.infer<typeof PaperMetadataSchema>;

export const ResearchPapersResponseSchema = z.object({ success: z.literal(true), results: z.array(PaperResultSchema), warning: z.string().optional() });
export type ResearchPapersResponse = z.infer<typeof ResearchPapersResponseSchema>;

export const ResearchPaperResponseSchema = z.object({
  success: z.literal(true),
  paper: PaperMetadataSchema,
  paperId: z.string().optional(),
  query: z.string().optional(),
  passages: z.array(z.object({ text: z.string(), score: z.number(), section: z.string().optional() })).optional(),
  note: z.string().optional(),
  warning: z.string().optional(),
});
export type ResearchPaperResponse = z.infer<typeof ResearchPaperResponseSchema>;

export const ResearchSimilarResponseSchema = z.object({
  success: z.literal(true),
  results: z.array(PaperResultSchema),
  poolSize: z.number().int(),
  truncated: z.boolean(),
  note: z.string().optional(),
  warning: z.string().optional(),
});
export type ResearchSimilarResponse = z.infer<typeof ResearchSimilarResponseSchema>;
