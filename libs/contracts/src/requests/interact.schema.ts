import { z } from 'zod';
import { clientMetaShape } from './common.schema';

export const CODE_OR_PROMPT_MESSAGE = "Either 'code' or 'prompt' must be provided.";
export const INTERACT_LANGUAGES = ['node', 'python', 'bash'] as const;

/** POST /v2/scrape/:jobId/interact body: exactly one of `code` or `prompt`. */
export const InteractRequestSchema = z
  .strictObject({
    code: z.string().min(1).max(100000).optional(),
    prompt: z.string().min(1).max(10000).optional(),
    language: z.enum(INTERACT_LANGUAGES).default('node'),
    timeout: z.number().int().min(1).max(300).default(30),
    ...clientMetaShape,
  })
  .refine((b) => (b.code === undefined) !== (b.prompt === undefined), { message: CODE_OR_PROMPT_MESSAGE });
export type InteractRequest = z.infer<typeof InteractRequestSchema>;
