import { z } from 'zod';
import { boundedText, TEXT_LIMITS } from './text-limits';
import { screenshotOptionsShape } from './viewport.schema';

export const MAX_ACTIONS = 50;
export const TOO_MANY_ACTIONS_MESSAGE = 'Number of actions cannot exceed 50';
export const WAIT_TARGET_MESSAGE = "Either 'milliseconds' or 'selector' must be provided, but not both.";
export const PDF_PAGE_FORMATS = ['A0', 'A1', 'A2', 'A3', 'A4', 'A5', 'A6', 'Letter', 'Legal', 'Tabloid', 'Ledger'] as const;

const ActionSelectorSchema = boundedText('selector', TEXT_LIMITS.selector).min(1);

const WaitActionSchema = z
  .strictObject({
    type: z.literal('wait'),
    milliseconds: z.number().int().min(1).optional(),
    selector: ActionSelectorSchema.optional(),
  })
  .refine((a) => (a.milliseconds === undefined) !== (a.selector === undefined), { message: WAIT_TARGET_MESSAGE });

const ActionSchema = z.discriminatedUnion('type', [
  WaitActionSchema,
  z.strictObject({ type: z.literal('screenshot'), ...screenshotOptionsShape }),
  z.strictObject({ type: z.literal('click'), selector: ActionSelectorSchema, all: z.boolean().default(false) }),
  z.strictObject({ type: z.literal('write'), text: boundedText('text', TEXT_LIMITS.actionText) }),
  z.strictObject({ type: z.literal('press'), key: boundedText('key', TEXT_LIMITS.actionKey).min(1) }),
  z.strictObject({
    type: z.literal('scroll'),
    direction: z.enum(['up', 'down']).default('down'),
    selector: ActionSelectorSchema.optional(),
  }),
  z.strictObject({ type: z.literal('scrape') }),
  z.strictObject({ type: z.literal('executeJavascript'), script: boundedText('script', TEXT_LIMITS.script) }),
  z.strictObject({
    type: z.literal('pdf'),
    format: z.enum(PDF_PAGE_FORMATS).default('Letter'),
    landscape: z.boolean().default(false),
    scale: z.number().positive().default(1),
  }),
]);
export { ActionSchema };
export type Action = z.infer<typeof ActionSchema>;
export type ActionType = Action['type'];

// The count check is a refinement (custom issue) so its exact message reaches the error body.
export const ActionsSchema = z
  .array(ActionSchema)
  .refine((actions) => actions.length <= MAX_ACTIONS, { message: TOO_MANY_ACTIONS_MESSAGE });

/** Milliseconds spent in explicit `wait` actions (selector waits count as 0: their time is unknown). */
export function totalActionWaitMs(actions: readonly Action[]): number {
  return actions.reduce((sum, a) => sum + (a.type === 'wait' ? (a.milliseconds ?? 0) : 0), 0);
}
