import { ERROR_STATUS, type ErrorCode } from './error-codes';
import type { ErrorBody } from './error-body.schema';

/** An error meant for the caller: its status comes from the code, never chosen ad hoc. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly details?: unknown;
  /** endpoint-specific fields clients read beside `code` (e.g. search feedback's `feedbackErrorCode`) */
  readonly extra?: Record<string, string | number | boolean>;

  constructor(code: ErrorCode, message: string, details?: unknown, extra?: Record<string, string | number | boolean>) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.details = details;
    this.extra = extra;
  }

  /**
   * Set for zero-data-retention requests: the message may name the target, so logs get the code
   * only (the caller still gets the message).
   */
  sensitive = false;

  /** The wire body; `details` and extra fields appear only when set. */
  toBody(): ErrorBody {
    const body: ErrorBody = { ...this.extra, success: false, error: this.message, code: this.code };
    if (this.details !== undefined) body.details = this.details;
    return body;
  }
}
