import { ResearchFillPayloadSchema, ResearchFillResultSchema, ResearchIngestPayloadSchema, ResearchIngestResultSchema } from '@wsa/contracts';
import { defineJob } from '../job-definition';

// Research Index: on-demand fills the gateway waits for (no retry: the request's budget is short),
// and operator ingest runs, on a queue of their own (a BullMQ worker takes every job of its queue,
// and a long ingest must not hold up the fills).
export const researchFillJob = defineJob({ queue: 'research', name: 'research-fill', payload: ResearchFillPayloadSchema, result: ResearchFillResultSchema, attempts: 1, backoffMs: 0, handledBy: 'search-worker' });
export const researchIngestJob = defineJob({ queue: 'research-ingest', name: 'research-ingest', payload: ResearchIngestPayloadSchema, result: ResearchIngestResultSchema, attempts: 1, backoffMs: 0, handledBy: 'search-worker' });
