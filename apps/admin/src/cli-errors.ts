export type Flags = Record<string, string | boolean | undefined>;

/** Bad arguments: the message and the usage go to stderr, exit code 2. */
export class UsageError extends Error {}

/** A command's answer as JSON lines, one per item, streamed as they come (exports). */
export class JsonLines {
  constructor(readonly items: AsyncIterable<unknown>) {}
}

/** A command's JSON answer with a process exit code other than 0 (e.g. an audit that found something). */
export class Findings {
  constructor(readonly value: unknown, readonly exitCode: number) {}
}
