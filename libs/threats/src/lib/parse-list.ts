import { normalizeHost } from './domain-match';

/**
 * Domains of one blocklist file: plain lists (`bad.example`), hosts files (`0.0.0.0 bad.example`),
 * URL lists (`http://bad.example/path`) and Adblock-style `||bad.example^` lines; `#` and `!` start
 * comments. Lines that hold no domain are skipped.
 */
export function parseBlocklist(text: string): string[] {
  const out: string[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.replace(/[#!].*$/, '').trim();
    if (!line) continue;
    const fields = line.split(/\s+/);
    let token = fields.length > 1 && /^(\d{1,3}\.){3}\d{1,3}$|^::1?$/.test(fields[0]) ? fields[1] : fields[0];
    token = token.replace(/^\|\|/, '').replace(/\^.*$/, '');
    if (/^[a-z][a-z0-9+.-]*:\/\//i.test(token)) {
      try { token = new URL(token).hostname; } catch { continue; }
    }
    const host = normalizeHost(token);
    if (/^[a-z0-9*-]+(\.[a-z0-9*-]+)+$/.test(host) && host !== 'localhost' && host !== '0.0.0.0') out.push(host);
  }
  return out;
}
