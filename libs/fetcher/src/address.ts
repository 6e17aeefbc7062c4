// @wsa/fetcher/address: the target address policy alone (no HTTP client), for callers that only
// vet URLs, such as the gateway's cache reads.
export { checkUrlAllowed, resolveTarget } from './lib/address/resolve-target';
export { isPublicAddress } from './lib/address/is-public-address';
