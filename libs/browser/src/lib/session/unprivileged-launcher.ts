import { chmodSync, existsSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Interact sessions hand the browser to user code over CDP, so the browser itself must hold no power:
 * it runs as an unprivileged uid (file:// can then read only world-readable files, never the service's
 * secrets), and dies with the worker (pdeathsig), so a crashed worker leaves no browser behind.
 * puppeteer launches an executable with arguments; this tiny wrapper adds setpriv in front.
 */
export function unprivilegedLauncher(uid: number): string {
  const file = path.join(os.tmpdir(), `wsa-session-chromium-${uid}.sh`);
  if (!existsSync(file)) {
    const script = `#!/bin/sh\nexec /usr/bin/setpriv --reuid=${uid} --regid=${uid} --clear-groups --pdeathsig=KILL -- "$WSA_CHROMIUM" "$@"\n`;
    writeFileSync(file, script, { mode: 0o755 });
    chmodSync(file, 0o755);
  }
  return file;
}
