import { closeSync, existsSync, openSync, readSync } from 'node:fs';
import path from 'node:path';

/** Flags verified to work as root in this environment (toolchain.md "Chromium"); the background-networking
 * ones stop Chromium from calling home, which would otherwise hang on the closed network. */
export const BASE_CHROMIUM_FLAGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--disable-default-apps',
  '--disable-extensions',
  '--mute-audio',
  '--no-default-browser-check',
  '--disable-breakpad',
  '--password-store=basic',
  '--use-mock-keychain',
  // navigator.webdriver=false without a script; also hides the automation infobar.
  '--disable-blink-features=AutomationControlled',
  // Rendering jobs are independent: do not let a hidden/background tab slow its timers down.
  '--disable-background-timer-throttling',
  '--disable-renderer-backgrounding',
  '--disable-backgrounding-occluded-windows',
  // WebRTC may not send UDP around the proxy (the egress guard sees TCP and tunnels only)
  '--force-webrtc-ip-handling-policy=disable_non_proxied_udp',
  // Fewer processes per browser (issue 9, memory): the GPU process (software compositing only, the
  // GPU is disabled) and the network service run inside the browser process. Each helper process
  // costs ~60-75 MB of RSS (mostly the mapped binary); measured with 4 pages: 924 -> 807 MB RSS,
  // PSS 301 -> 288 MB (bench/api/README.md, "Chromium process set").
  '--in-process-gpu',
  '--enable-features=NetworkServiceInProcess2',
];

export type ProxyParts = { server: string; username?: string; password?: string };

/** Chromium takes the proxy without credentials; they are answered per page with page.authenticate. */
export function parseProxyUrl(proxyUrl: string): ProxyParts {
  const u = new URL(proxyUrl);
  const parts: ProxyParts = { server: `${u.protocol}//${u.host}` };
  if (u.username) parts.username = decodeURIComponent(u.username);
  if (u.password) parts.password = decodeURIComponent(u.password);
  return parts;
}

export function buildLaunchArgs(userDataDir: string, proxyUrl: string | undefined, extraArgs: readonly string[] = []): string[] {
  const args = [...BASE_CHROMIUM_FLAGS, `--user-data-dir=${userDataDir}`];
  if (proxyUrl) args.push(`--proxy-server=${parseProxyUrl(proxyUrl).server}`);
  return [...args, ...extraArgs];
}

/** headless-shell launches in ~0.25 s and makes a context+page in ~0.08 s vs 0.34 s on full Chromium. */
export function defaultHeadlessMode(executablePath: string): 'shell' | true {
  return path.basename(executablePath).includes('headless-shell') ? 'shell' : true;
}

/**
 * Debian's /usr/bin/chromium* are shell wrappers that do not exec the browser: the launched pid would be
 * `sh`, so killing a hung browser would orphan Chromium and a crash of Chromium would go unnoticed.
 * Launch the real binary behind the wrapper (/usr/lib/chromium/<name>) when there is one.
 */
export function resolveBrowserBinary(executablePath: string): string {
  if (!isShellScript(executablePath)) return executablePath;
  const candidate = path.join('/usr/lib/chromium', path.basename(executablePath));
  return existsSync(candidate) && !isShellScript(candidate) ? candidate : executablePath;
}

function isShellScript(file: string): boolean {
  let fd: number | undefined;
  try {
    fd = openSync(file, 'r');
    const head = Buffer.alloc(2);
    readSync(fd, head, 0, 2, 0);
    return head.toString() === '#!';
  } catch {
    return false;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}
