export type MediaErrorKind = 'no_media' | 'too_long' | 'too_large' | 'timeout' | 'failed';

/** A classified media failure: the message says what to change (a limit, the URL) where it can. */
export class MediaError extends Error {
  constructor(readonly kind: MediaErrorKind, message: string) {
    super(message);
    this.name = 'MediaError';
  }
}

export function isMediaError(err: unknown): err is MediaError {
  return err instanceof MediaError;
}
