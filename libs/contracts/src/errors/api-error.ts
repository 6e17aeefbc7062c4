import { ERROR_STATUS, type ErrorCode } from './error-codes';
import type { ErrorBody } from './error-body.schema';

/** An error meant for the caller: its status comes from the code, never chosen ad hoc. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly details?: unknown;

  constructor(code: ErrorCode, message: string, details?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.details = details;
  }

  /** The wire body; `details` appears only when set. */
  toBody(): ErrorBody {
    const body: ErrorBody = { success: false, error: this.message, code: this.code };
    if (this.details !== undefined) body.details = this.details;
    return body;
  }
}
