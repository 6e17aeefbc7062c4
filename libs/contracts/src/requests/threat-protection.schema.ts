import { z } from 'zod';

export const MAX_THREAT_LIST_ENTRIES = 1000;
export const BLOCKED_TLD_MESSAGE = 'blockedTlds entries must be lowercase TLDs without a leading dot';

const DomainList = z.array(z.string().min(1)).max(MAX_THREAT_LIST_ENTRIES);

/** Per-request threat-protection override (enterprise); omitted fields fall back to team settings. */
export const ThreatProtectionSchema = z.strictObject({
  mode: z.enum(['off', 'normal']).optional(),
  riskScoreThreshold: z.number().int().min(0).max(100).optional(),
  blacklist: DomainList.optional(),
  whitelist: DomainList.optional(),
  blockedTlds: z
    .array(z.string().regex(/^[a-z0-9-]+$/, { message: BLOCKED_TLD_MESSAGE }))
    .max(MAX_THREAT_LIST_ENTRIES)
    .optional(),
  failurePolicy: z.enum(['open', 'closed']).optional(),
});
export type ThreatProtection = z.infer<typeof ThreatProtectionSchema>;
