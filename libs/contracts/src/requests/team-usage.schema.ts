import { z } from 'zod';
import { clientMetaShape } from './common.schema';

/** GET /v2/team/{credit,token}-usage/historical query string (`?byApiKey=true` splits periods per key). */
export const UsageHistoryQuerySchema = z.strictObject({
  byApiKey: z.enum(['true', 'false']).optional().transform((v) => v === 'true'),
  ...clientMetaShape,
});
export type UsageHistoryQuery = z.infer<typeof UsageHistoryQuerySchema>;
