import type { z } from 'zod';

type Issue = z.core.$ZodIssue;

/** Test helper: parses and returns the issues (fails the test if parsing succeeded). */
export function issuesOf(schema: z.ZodType, input: unknown): Issue[] {
  const result = schema.safeParse(input);
  if (result.success) throw new Error(`expected a validation failure, got ${JSON.stringify(result.data)}`);
  return result.error.issues;
}

/** Test helper: the single custom issue expected, with its message and path. */
export function expectCustomIssue(schema: z.ZodType, input: unknown, message: string, path: PropertyKey[]): void {
  const issues = issuesOf(schema, input);
  const match = issues.find((i) => i.code === 'custom' && i.message === message);
  if (!match) throw new Error(`no custom issue "${message}" in ${JSON.stringify(issues)}`);
  expect(match.path).toEqual(path);
}

/** Test helper: some issue of the given code at the given path. */
export function expectIssueAt(schema: z.ZodType, input: unknown, code: string, path: PropertyKey[]): void {
  const issues = issuesOf(schema, input);
  const match = issues.find((i) => i.code === code && JSON.stringify(i.path) === JSON.stringify(path));
  if (!match) throw new Error(`no ${code} issue at ${JSON.stringify(path)} in ${JSON.stringify(issues)}`);
}
