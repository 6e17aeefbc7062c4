import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { FetchError } from '../fetch-error';
import { parseHttpUrl } from '../parse-http-url';
import { assertAddressesAllowed, normalizeHostname, type TargetPolicy } from './target-policy';

/** getaddrinfo codes that mean "this name has no usable address" rather than a local failure. */
const DNS_ERROR_CODES = new Set(['ENOTFOUND', 'EAI_AGAIN', 'EAI_FAIL', 'EAI_NODATA', 'EAI_NONAME', 'ENODATA', 'ESERVFAIL']);

export function isDnsErrorCode(code: unknown): boolean {
  return typeof code === 'string' && DNS_ERROR_CODES.has(code);
}

/** All addresses of a host (IP literals are returned as is) without any policy check. */
export async function lookupAll(hostname: string): Promise<string[]> {
  const host = normalizeHostname(hostname);
  if (isIP(host)) return [host];
  try {
    const records = await lookup(host, { all: true, verbatim: true });
    if (records.length === 0) throw new FetchError('dns', `DNS resolution failed for hostname ${host}`, host);
    return records.map((r) => r.address);
  } catch (err) {
    if (err instanceof FetchError) throw err;
    throw new FetchError('dns', `DNS resolution failed for hostname ${host}`, host, { cause: err });
  }
}

/**
 * Resolves every address of `hostname` and refuses the host if any of them is not public.
 * The Chromium engine calls this for each request it intercepts; fetchUrl pins connections to the
 * addresses vetted the same way (see vetting-lookup.ts).
 */
export async function resolveTarget(
  hostname: string,
  allowLocalTargets: boolean,
  allowedHosts?: readonly string[],
): Promise<{ addresses: string[] }> {
  const addresses = await lookupAll(hostname);
  const policy: TargetPolicy = { allowLocalTargets, allowedHosts };
  assertAddressesAllowed(normalizeHostname(hostname), addresses, policy);
  return { addresses };
}

/** Protocol check plus resolveTarget: what a browser engine runs before navigating or subrequesting. */
export async function checkUrlAllowed(url: string, allowLocalTargets: boolean, allowedHosts?: readonly string[]): Promise<void> {
  const parsed = parseHttpUrl(url);
  await resolveTarget(parsed.hostname, allowLocalTargets, allowedHosts);
}
