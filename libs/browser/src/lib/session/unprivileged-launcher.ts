import { chmodSync, existsSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Interact sessions hand the browser to user code over CDP, so the browser itself must hold no power:
 * it runs as an unprivileged uid (file:// can then read only world-readable files, never the service's
 * secrets), and dies with the worker (pdeathsig), so a crashed worker leaves no browser behind.
 * puppeteer launches an executable with arguments; this tiny wrapper adds setpriv in front.
 */
export function unprivilegedLauncher(uid: number | null): string {
  const file = path.join(os.tmpdir(), `wsa-session-chromium-${uid ?? 'same-uid'}.sh`);
  if (!existsSync(file)) {
    // uid null: the worker is not root (a container user), so it cannot switch and need not
    const drop = uid === null ? '' : `--reuid=${uid} --regid=${uid} --clear-groups `;
    const script = `#!/bin/sh\nexec /usr/bin/setpriv ${drop}--pdeathsig=KILL -- "$WSA_CHROMIUM" "$@"\n`;
    writeFileSync(file, script, { mode: 0o755 });
    chmodSync(file, 0o755);
  }
  return file;
}
