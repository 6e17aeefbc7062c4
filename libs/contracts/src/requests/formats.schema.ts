import { z } from 'zod';
import { typeShorthand } from './common.schema';
import { compileJsonSchema } from './json-schema';
import { boundedText, TEXT_LIMITS } from './text-limits';
import { screenshotOptionsShape } from './viewport.schema';

export const MAX_FORMAT_TEXT_LENGTH = 10000;

// A schema the model layer could not validate against is refused up front, with the reason.
const JsonSchemaObject = z.record(z.string(), z.unknown()).superRefine((schema, ctx) => {
  const compiled = compileJsonSchema(schema);
  if (!compiled.ok) ctx.addIssue({ code: 'custom', message: compiled.message });
});

const plain = <T extends string>(type: T) => z.strictObject({ type: z.literal(type) });

const ScreenshotFormatSchema = z.strictObject({ type: z.literal('screenshot'), ...screenshotOptionsShape });

const JsonFormatSchema = z.strictObject({
  type: z.literal('json'),
  schema: JsonSchemaObject.optional(),
  prompt: z.string().max(MAX_FORMAT_TEXT_LENGTH).optional(),
  checkPromptInjection: z.boolean().default(false),
});

const ChangeTrackingFormatSchema = z.strictObject({
  type: z.literal('changeTracking'),
  modes: z.array(z.enum(['git-diff', 'json'])).default([]),
  schema: JsonSchemaObject.optional(),
  prompt: z.string().max(MAX_FORMAT_TEXT_LENGTH).optional(),
  tag: boundedText('tag', TEXT_LIMITS.changeTrackingTag).nullable().default(null),
});

const QuestionFormatSchema = z.strictObject({
  type: z.literal('question'),
  question: z.string().min(1).max(MAX_FORMAT_TEXT_LENGTH),
});

const HighlightsFormatSchema = z.strictObject({
  type: z.literal('highlights'),
  query: z.string().min(1).max(MAX_FORMAT_TEXT_LENGTH),
});

export const MAX_ATTRIBUTE_SELECTORS = 100;
export const ATTRIBUTES_NEED_SELECTORS_MESSAGE =
  'The attributes format needs selectors: [{ selector: "<CSS selector>", attribute: "<attribute name>" }]';

// Selectors are optional in the shape so the string form "attributes" gets a message saying what is missing.
const AttributesFormatSchema = z
  .strictObject({
    type: z.literal('attributes'),
    selectors: z
      .array(z.strictObject({ selector: z.string().min(1).max(MAX_FORMAT_TEXT_LENGTH), attribute: z.string().min(1).max(256) }))
      .max(MAX_ATTRIBUTE_SELECTORS)
      .optional(),
  })
  .refine((f) => (f.selectors?.length ?? 0) > 0, { message: ATTRIBUTES_NEED_SELECTORS_MESSAGE, path: ['selectors'] });

export const FORMAT_TYPES = [
  'markdown', 'html', 'rawHtml', 'rawBase64', 'links', 'images', 'screenshot', 'summary', 'json',
  'changeTracking', 'branding', 'product', 'menu', 'audio', 'video', 'question', 'highlights', 'attributes', 'query',
] as const satisfies readonly ScrapeFormatType[];

/** `"markdown"` becomes `{ type: "markdown" }`; an unknown format name gets a message listing the accepted ones. */
function formatShorthand(value: unknown, ctx: { addIssue(issue: { code: 'custom'; message: string; input: unknown }): void }): unknown {
  const format = typeShorthand(value);
  const type = format && typeof format === 'object' ? (format as { type?: unknown }).type : undefined;
  if (typeof type === 'string' && !(FORMAT_TYPES as readonly string[]).includes(type)) {
    ctx.addIssue({ code: 'custom', message: unknownFormatMessage(type), input: value });
  }
  return format;
}

export function unknownFormatMessage(type: string): string {
  return `Unknown format "${type}". Accepted formats: ${FORMAT_TYPES.join(', ')}.`;
}

/**
 * Deprecated but still sent by the MCP server and the CLI (wire-extras.md): the question's answer
 * goes in `answer`; `directQuote` answers with the page's own words.
 */
const QueryFormatSchema = z.strictObject({
  type: z.literal('query'),
  prompt: z.string().min(1).max(MAX_FORMAT_TEXT_LENGTH),
  mode: z.enum(['freeform', 'directQuote']).default('freeform'),
});

/** One format object after parsing; a plain string `"markdown"` becomes `{ type: "markdown" }`. */
export const ScrapeFormatSchema = z.preprocess(
  formatShorthand,
  z.discriminatedUnion('type', [
    plain('markdown'),
    plain('html'),
    plain('rawHtml'),
    plain('rawBase64'),
    plain('links'),
    plain('images'),
    ScreenshotFormatSchema,
    plain('summary'),
    JsonFormatSchema,
    ChangeTrackingFormatSchema,
    plain('branding'),
    plain('product'),
    plain('menu'),
    plain('audio'),
    plain('video'),
    QuestionFormatSchema,
    HighlightsFormatSchema,
    AttributesFormatSchema,
    QueryFormatSchema,
  ]),
);
export type ScrapeFormat = z.infer<typeof ScrapeFormatSchema>;
export type ScrapeFormatType = ScrapeFormat['type'];
export type AttributeSelector = NonNullable<Extract<ScrapeFormat, { type: 'attributes' }>['selectors']>[number];

export const ONE_SCREENSHOT_MESSAGE = 'You may only specify one screenshot format';
export const CHANGE_TRACKING_NEEDS_MARKDOWN_MESSAGE =
  'The changeTracking format requires the markdown format to be specified as well';
export const RAW_BASE64_ALONE_MESSAGE = 'The rawBase64 format cannot be combined with other formats';

/** Cross-format rules; issues carry path ["formats"] (relative to the formats array's parent). */
function checkFormatCombination(formats: ScrapeFormat[], ctx: z.RefinementCtx): void {
  const count = (type: ScrapeFormatType) => formats.filter((f) => f.type === type).length;
  if (count('screenshot') > 1) ctx.addIssue({ code: 'custom', message: ONE_SCREENSHOT_MESSAGE });
  if (count('changeTracking') > 0 && count('markdown') === 0) {
    ctx.addIssue({ code: 'custom', message: CHANGE_TRACKING_NEEDS_MARKDOWN_MESSAGE });
  }
  if (count('rawBase64') > 0 && formats.length > 1) ctx.addIssue({ code: 'custom', message: RAW_BASE64_ALONE_MESSAGE });
}

export const ScrapeFormatsSchema = z.array(ScrapeFormatSchema).superRefine(checkFormatCombination);
