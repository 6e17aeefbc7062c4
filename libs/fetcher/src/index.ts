export { FetchError, isFetchError, type FetchErrorKind } from './lib/fetch-error';
export {
  FetchOptionsSchema,
  DEFAULT_MAX_BYTES,
  DEFAULT_MAX_REDIRECTS,
  type FetchOptions,
  type FetchResult,
} from './lib/fetch-options.schema';
export { fetchUrl } from './lib/fetch-url';
export { isPublicAddress } from './lib/address/is-public-address';
export { resolveTarget, checkUrlAllowed } from './lib/address/resolve-target';
export { closeFetcherDispatchers } from './lib/http/dispatcher-pool';
export { DEFAULT_USER_AGENT, DEFAULT_ACCEPT_LANGUAGE } from './lib/http/default-headers';
