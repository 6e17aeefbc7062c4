/**
 * `TRUST_PROXY` in Express's `trust proxy` terms. `none`/`false` (the default) trusts no one: the
 * client address is the socket's, so X-Forwarded-For cannot move an anonymous caller into a fresh
 * rate-limit bucket. A whole number trusts that many hops (a load balancer in front); anything else is
 * a comma list of addresses, CIDRs or Express's names (`loopback`, `linklocal`, `uniquelocal`).
 */
export type TrustProxy = false | number | string;

export function parseTrustProxy(value: string): TrustProxy {
  const v = value.trim().toLowerCase();
  if (v === '' || v === 'none' || v === 'false') return false;
  if (/^\d+$/.test(v)) return Number(v);
  if (v === 'true') throw new Error('TRUST_PROXY=true would trust any forwarded address; give a hop count or the proxy addresses');
  return value.split(',').map((s) => s.trim()).filter(Boolean).join(', ');
}
