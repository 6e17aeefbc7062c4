// @wsa/fetcher/address: the target address policy alone (no HTTP client), for callers that only
// vet URLs or connections: the gateway's cache reads, the egress guards of browsers and yt-dlp.
import { resolveTarget } from './lib/address/resolve-target';

export { checkUrlAllowed, resolveTarget } from './lib/address/resolve-target';
export { isPublicAddress } from './lib/address/is-public-address';

/**
 * The resolver of an egress guard (Chromium, yt-dlp, interact sessions): every connection is
 * vetted with the same address policy as the HTTP engine and made to the vetted address.
 */
export function egressResolver(allowLocalTargets: boolean): (hostname: string) => Promise<string[]> {
  return async (hostname) => (await resolveTarget(hostname, allowLocalTargets)).addresses;
}
