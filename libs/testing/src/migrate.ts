import { spawn } from 'child_process';
import { existsSync } from 'fs';
import path from 'path';

/**
 * Applies pending migrations to a test database
 * engine workarounds). Used at start-up and by tests that need a throwaway database.
 */
export function applyMigrations(databaseUrl: string, workspaceRoot = findWorkspaceRoot()): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(workspaceRoot, 'scripts', 'prisma.js'), 'migrate', 'deploy'], {
      cwd: workspaceRoot,
      env: { ...process.env, DATABASE_URL: databaseUrl },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`migrate deploy failed (${code}): ${output.slice(-2000)}`))));
  });
}

function findWorkspaceRoot(): string {
  let dir = __dirname;
  for (;;) {
    if (existsSync(path.join(dir, 'prisma', 'schema.prisma'))) return dir;
    const up = path.dirname(dir);
    if (up === dir) return process.cwd();
    dir = up;
  }
}
