import { SearchJobPayloadSchema, SearchJobResultSchema } from '@wsa/contracts';
import { defineJob } from '../job-definition';

export const searchJob = defineJob({ queue: 'search', name: 'search', payload: SearchJobPayloadSchema, result: SearchJobResultSchema, attempts: 2, backoffMs: 200, handledBy: 'search-worker' });
