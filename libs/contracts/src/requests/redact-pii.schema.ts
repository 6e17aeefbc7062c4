import { z } from 'zod';

export const PII_ENTITIES = ['PERSON', 'EMAIL', 'PHONE', 'LOCATION', 'FINANCIAL', 'SECRET'] as const;

const RedactPIIOptionsSchema = z.strictObject({
  mode: z.enum(['accurate', 'aggressive', 'fast']).default('accurate'),
  // Omitted means all kinds; normalised to the full list so consumers never special-case undefined.
  entities: z.array(z.enum(PII_ENTITIES)).min(1).default([...PII_ENTITIES]),
  replaceStyle: z.enum(['tag', 'mask', 'remove']).default('tag'),
});
export type RedactPIIOptions = z.infer<typeof RedactPIIOptionsSchema>;

/** `true` -> the default options object; `false` stays `false` (redaction off). */
export const RedactPIISchema = z
  .union([z.boolean(), RedactPIIOptionsSchema])
  .transform((value): false | RedactPIIOptions => (value === true ? RedactPIIOptionsSchema.parse({}) : value));
export type RedactPII = z.infer<typeof RedactPIISchema>;
