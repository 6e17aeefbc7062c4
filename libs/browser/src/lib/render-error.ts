export type RenderErrorKindName = 'timeout' | 'navigation' | 'blocked_address' | 'dns' | 'action' | 'crashed' | 'aborted';

/** Every failure of renderPage is one of these kinds, so callers map them to API errors without parsing messages. */
export class RenderError extends Error {
  override readonly name = 'RenderError';
  readonly kind: RenderErrorKindName;
  readonly actionIndex?: number;
  readonly actionType?: string;

  constructor(kind: RenderErrorKindName, message: string, extra?: { actionIndex?: number; actionType?: string; cause?: unknown }) {
    super(message, extra?.cause === undefined ? undefined : { cause: extra.cause });
    this.kind = kind;
    if (extra?.actionIndex !== undefined) this.actionIndex = extra.actionIndex;
    if (extra?.actionType !== undefined) this.actionType = extra.actionType;
  }
}

export function isRenderError(err: unknown): err is RenderError {
  return err instanceof RenderError;
}

export function errorMessage(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
