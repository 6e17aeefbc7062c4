import type { EgressResolver } from '@wsa/browser';
import { resolveTarget } from '@wsa/fetcher';

/**
 * The browser pool's egress guard vets every connection Chromium opens with the same address
 * policy as the HTTP engine (private, loopback, link-local and metadata addresses refused unless
 * local targets are allowed), and connects to the address it vetted.
 */
export function browserEgressResolver(allowLocalTargets: boolean): EgressResolver {
  return async (hostname) => (await resolveTarget(hostname, allowLocalTargets)).addresses;
}
