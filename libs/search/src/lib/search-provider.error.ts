export type SearchProviderErrorKind = 'not_configured' | 'json_disabled' | 'rate_limited' | 'unreachable' | 'bad_response' | 'timeout';

/** A provider failure the caller can classify (retry on rate_limited/unreachable/timeout; fix config otherwise). */
export class SearchProviderError extends Error {
  override readonly name = 'SearchProviderError';
  readonly kind: SearchProviderErrorKind;

  constructor(kind: SearchProviderErrorKind, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.kind = kind;
  }
}
