import { z } from 'zod';

export type JsonSchema = Record<string, unknown>;
export type SchemaCheck = { ok: true } | { ok: false; errors: string[] };
export type CompiledSchema = { check(value: unknown): SchemaCheck };

/**
 * Compiles a caller's JSON Schema (the `json` format's `schema`, changeTracking's) into a validator,
 * the one definition used by the request check (a schema we cannot read is a 400) and by the model
 * layer (every model output is validated against it before it is returned). Draft-07 style
 * `definitions` are read as `$defs`, the spelling the compiler understands.
 */
export function compileJsonSchema(schema: JsonSchema): { ok: true; schema: CompiledSchema } | { ok: false; message: string } {
  try {
    const zod = z.fromJSONSchema(normalizeDefinitions(schema) as Parameters<typeof z.fromJSONSchema>[0]);
    return {
      ok: true,
      schema: {
        check(value) {
          const r = zod.safeParse(value);
          if (r.success) return { ok: true };
          return { ok: false, errors: r.error.issues.slice(0, 20).map((i) => `${i.path.length ? i.path.join('.') : '(root)'}: ${i.message}`) };
        },
      },
    };
  } catch (e) {
    return { ok: false, message: `The JSON schema cannot be used: ${(e as Error).message}` };
  }
}

function normalizeDefinitions(schema: JsonSchema): JsonSchema {
  if (!('definitions' in schema)) return schema;
  const text = JSON.stringify(schema).split('"#/definitions/').join('"#/$defs/');
  const out = JSON.parse(text) as JsonSchema;
  out.$defs = { ...(out.definitions as object), ...((out.$defs as object) ?? {}) };
  delete out.definitions;
  return out;
}
