import type { LookupAddress, LookupOptions } from 'node:dns';
import { isIP } from 'node:net';
import { lookupAll } from './resolve-target';
import { assertAddressesAllowed, type TargetPolicy } from './target-policy';

type LookupCallback = (err: Error | null, address: string | LookupAddress[], family?: number) => void;
export type ConnectLookup = (hostname: string, options: LookupOptions, callback: LookupCallback) => void;

/**
 * A `lookup` for net/tls.connect that resolves, vets and hands back the same addresses in one step.
 * The socket connects to exactly what was checked, so a DNS answer that changes between a check and
 * the connect (DNS rebinding) cannot slip a private address through. Errors are FetchErrors that
 * undici passes through unchanged.
 */
export function createVettingLookup(policy: TargetPolicy): ConnectLookup {
  return (hostname, options, callback) => {
    const family = toFamilyNumber(options.family);
    lookupAll(hostname)
      .then((addresses) => {
        assertAddressesAllowed(hostname, addresses, policy);
        const records = addresses
          .map((address): LookupAddress => ({ address, family: isIP(address) }))
          .filter((r) => family === 0 || family === r.family);
        if (records.length === 0) throw Object.assign(new Error(`No IPv${family} address for ${hostname}`), { code: 'ENOTFOUND' });
        if (options.all) callback(null, records);
        else callback(null, records[0].address, records[0].family);
      })
      .catch((err: Error) => callback(err, ''));
  };
}

function toFamilyNumber(family: LookupOptions['family']): number {
  if (family === 'IPv4') return 4;
  if (family === 'IPv6') return 6;
  return family ?? 0;
}
