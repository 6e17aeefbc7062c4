import type { EgressResolver } from '@wsa/browser';
import { egressResolver } from '@wsa/fetcher/address';

/** The browser pool's egress guard resolver (see @wsa/fetcher/address): one policy for every engine. */
export function browserEgressResolver(allowLocalTargets: boolean): EgressResolver {
  return egressResolver(allowLocalTargets);
}
