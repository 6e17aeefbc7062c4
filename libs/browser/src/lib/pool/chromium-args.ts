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
