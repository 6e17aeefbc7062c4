import { DeveloperIngestJobPayloadSchema, DeveloperIngestJobResultSchema } from '@wsa/contracts';
import { defineJob } from '../job-definition';

// GitHub answers are waited for inside the job (rate limits); a thrown error is retried once.
export const developerIngestJob = defineJob({
  queue: 'developer', name: 'developer-ingest', payload: DeveloperIngestJobPayloadSchema, result: DeveloperIngestJobResultSchema,
  attempts: 2, backoffMs: 5000, handledBy: 'search-worker',
});
