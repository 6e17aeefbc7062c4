import { z } from 'zod';

/** One environment variable: how to parse it, and the line the README shows for it. */
export type EnvVar<T extends z.ZodType = z.ZodType> = { schema: T; doc: string; secret?: boolean };
export type EnvSpec = Record<string, EnvVar>;
export type EnvValues<S extends EnvSpec> = { readonly [K in keyof S]: z.output<S[K]['schema']> };

export class EnvError extends Error {}

/**
 * Parses the variables an app declares, once, into a frozen object.
 * Unknown variables are ignored; every declared one is validated so a typo'd value fails at start.
 */
export function parseEnv<S extends EnvSpec>(spec: S, source: Record<string, string | undefined>): EnvValues<S> {
  const out: Record<string, unknown> = {};
  const problems: string[] = [];
  for (const [name, v] of Object.entries(spec)) {
    const raw = source[name];
    const parsed = v.schema.safeParse(raw === '' ? undefined : raw);
    if (parsed.success) out[name] = parsed.data;
    else problems.push(`${name}: ${parsed.error.issues.map((i) => i.message).join('; ')}`);
  }
  if (problems.length) throw new EnvError(`invalid environment: ${problems.join(', ')}`);
  return Object.freeze(out) as EnvValues<S>;
}

/** Values safe to log: secrets are replaced. */
export function describeEnv<S extends EnvSpec>(spec: S, values: EnvValues<S>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const name of Object.keys(spec)) out[name] = spec[name].secret ? '***' : values[name];
  return out;
}
