import { z } from 'zod';
import type { EnvVar } from './define-env';

// Builders for the common variable kinds, so every app declares its variables the same way.

export function envString(def: string | undefined, doc: string, opts: { secret?: boolean } = {}): EnvVar<z.ZodType<string | undefined>> {
  const schema = def === undefined ? z.string().optional() : z.string().default(def);
  return { schema: schema as z.ZodType<string | undefined>, doc, secret: opts.secret };
}

export function envRequiredString(def: string, doc: string, opts: { secret?: boolean } = {}): EnvVar<z.ZodType<string>> {
  return { schema: z.string().min(1).default(def) as unknown as z.ZodType<string>, doc, secret: opts.secret };
}

export function envInt(def: number, doc: string, bounds: { min?: number; max?: number } = {}): EnvVar<z.ZodType<number>> {
  let n = z.coerce.number().int();
  if (bounds.min !== undefined) n = n.min(bounds.min);
  if (bounds.max !== undefined) n = n.max(bounds.max);
  return { schema: n.default(def) as unknown as z.ZodType<number>, doc };
}

export function envBool(def: boolean, doc: string): EnvVar<z.ZodType<boolean>> {
  const schema = z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .transform((v) => v === 'true' || v === '1' || v === 'yes')
    .default(def); // zod 4: the default is the parsed (output) value
  return { schema: schema as unknown as z.ZodType<boolean>, doc };
}

export function envEnum<T extends [string, ...string[]]>(values: T, def: T[number], doc: string): EnvVar<z.ZodType<T[number]>> {
  return { schema: z.enum(values).default(def as never) as unknown as z.ZodType<T[number]>, doc };
}
