import { z } from 'zod';

export const INVALID_JOB_ID_MESSAGE = 'Invalid job ID format. Job ID must be a valid UUID.';

/**
 * Route params carrying a job id (`/scrape/:jobId`, `/search/:jobId/feedback`, ...). Not strict:
 * routers may add other params. The gateway answers failures with code INVALID_JOB_ID.
 */
export const JobIdParamSchema = z.object({ jobId: z.guid({ message: INVALID_JOB_ID_MESSAGE }) });
export type JobIdParam = z.infer<typeof JobIdParamSchema>;
