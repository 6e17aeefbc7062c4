import { execFile } from 'child_process';
import { existsSync, mkdtempSync, readFileSync } from 'fs';
import { tmpdir } from 'os';
import path from 'path';

/** The folder holding the pinned client releases (its own package.json and lockfile; scripts/setup.sh installs it). */
export const CLIENTS_DIR = path.resolve(__dirname, '../../clients');

const entry = {
  mcp: 'node_modules/firecrawl-mcp/dist/index.js',
  cli: 'node_modules/firecrawl-cli/dist/index.js',
  aisdk: 'aisdk-tool.js',
} as const;

export function clientEntry(name: keyof typeof entry): string {
  const file = path.join(CLIENTS_DIR, entry[name]);
  if (!existsSync(path.join(CLIENTS_DIR, 'node_modules'))) {
    throw new Error(`the client releases are not installed: run \`bash scripts/setup.sh\` (or npm install in ${CLIENTS_DIR})`);
  }
  return file;
}

/** Installed version of a client package (what the matrix ran against). */
export function installedVersion(pkg: string): string {
  const file = path.join(CLIENTS_DIR, 'node_modules', pkg, 'package.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

export type ProcessResult = { code: number; stdout: string; stderr: string };

/** Runs `node <script> ...args` with a clean HOME (the CLI keeps credentials there) and the given env. */
export function runNode(script: string, args: string[], env: Record<string, string>, timeoutMs = 90000): Promise<ProcessResult> {
  const home = mkdtempSync(path.join(tmpdir(), 'compat-home-'));
  const base = { PATH: process.env.PATH ?? '', HOME: home, FIRECRAWL_NO_TELEMETRY: '1', NO_COLOR: '1', CI: '1' };
  return new Promise((resolve) => {
    execFile(process.execPath, [script, ...args], { cwd: home, env: { ...base, ...env }, timeout: timeoutMs, maxBuffer: 16 << 20 }, (err, stdout, stderr) => {
      const code = err ? (typeof err.code === 'number' ? err.code : 1) : 0;
      resolve({ code, stdout: String(stdout), stderr: String(stderr) });
    });
  });
}

/** One firecrawl-aisdk tool call (see clients/aisdk-tool.js). */
export async function callAiSdkTool(tool: string, args: unknown, env: Record<string, string>): Promise<{ ok: boolean; result?: unknown; error?: string }> {
  const res = await runNode(clientEntry('aisdk'), [tool, JSON.stringify(args)], env);
  try {
    return JSON.parse(res.stdout);
  } catch {
    throw new Error(`aisdk-tool printed no JSON (exit ${res.code}): ${res.stdout}\n${res.stderr}`);
  }
}
