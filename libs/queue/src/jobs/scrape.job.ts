import { ScrapeJobPayloadSchema, ScrapeJobResultSchema } from '@wsa/contracts';
import { defineJob } from '../job-definition';

// Retries cover crashes (a dead browser, a lost worker); classified failures are returned and final.
export const scrapeJob = defineJob({ queue: 'scrape', name: 'scrape', payload: ScrapeJobPayloadSchema, result: ScrapeJobResultSchema, attempts: 2, backoffMs: 200, handledBy: 'scrape-worker' });
