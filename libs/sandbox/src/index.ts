export { runSandboxed, driversDir } from './lib/run-sandboxed';
export { buildSandboxCommand, type SandboxMode } from './lib/sandbox-command';
export { SessionSandbox, type SessionSandboxRun } from './lib/session-sandbox';
export type { SandboxLanguage, SandboxOptions, SandboxResult, SandboxRun } from './lib/sandbox.types';
