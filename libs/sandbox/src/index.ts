export { runSandboxed, driversDir } from './lib/run-sandboxed';
export { buildSandboxCommand } from './lib/sandbox-command';
export type { SandboxLanguage, SandboxOptions, SandboxResult, SandboxRun } from './lib/sandbox.types';
