import { FetchError } from '../fetch-error';
import { isPublicAddress } from './is-public-address';

/**
 * Who may reach non-public addresses. `allowedHosts` is the operator allowlist of design.md section 8
 * (exact hostnames or IP literals, case-insensitive): those hosts may resolve to private or loopback
 * addresses while every other host, including redirect targets, stays vetted. Tests use it to allow
 * the first hop of a redirect chain only.
 */
export type TargetPolicy = {
  allowLocalTargets: boolean;
  allowedHosts?: readonly string[];
};

/** URL.hostname keeps IPv6 brackets and DNS may be given a trailing dot; neither changes the host. */
export function normalizeHostname(hostname: string): string {
  const lower = hostname.toLowerCase();
  const unbracketed = lower.startsWith('[') && lower.endsWith(']') ? lower.slice(1, -1) : lower;
  return unbracketed.endsWith('.') ? unbracketed.slice(0, -1) : unbracketed;
}

export function isHostExempt(hostname: string, policy: TargetPolicy): boolean {
  if (policy.allowLocalTargets) return true;
  if (!policy.allowedHosts || policy.allowedHosts.length === 0) return false;
  const host = normalizeHostname(hostname);
  return policy.allowedHosts.some((allowed) => normalizeHostname(allowed) === host);
}

/** Throws `blocked_address` if ANY address is not public: a host that mixes both is treated as hostile. */
export function assertAddressesAllowed(hostname: string, addresses: readonly string[], policy: TargetPolicy): void {
  if (isHostExempt(hostname, policy)) return;
  const blocked = addresses.find((address) => !isPublicAddress(address));
  if (blocked !== undefined) {
    throw new FetchError('blocked_address', `Refusing to connect to ${hostname}: resolves to non-public address ${blocked}`, hostname);
  }
}
