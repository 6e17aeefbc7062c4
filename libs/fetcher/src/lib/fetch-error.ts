export type FetchErrorKind =
  | 'dns'
  | 'blocked_address'
  | 'tls'
  | 'timeout'
  | 'too_large'
  | 'connection'
  | 'too_many_redirects'
  | 'protocol'
  | 'aborted';

/**
 * The only error type fetchUrl/resolveTarget/checkUrlAllowed reject with, so callers (scrape engines)
 * can map failures to API error codes with a switch on `kind` instead of parsing messages.
 */
export class FetchError extends Error {
  override readonly name = 'FetchError';

  constructor(
    readonly kind: FetchErrorKind,
    message: string,
    readonly hostname?: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export function isFetchError(err: unknown): err is FetchError {
  return err instanceof FetchError;
}
