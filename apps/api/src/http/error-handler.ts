import { randomUUID } from 'crypto';
import type { NextFunction, Request, Response } from 'express';
import { ApiError, ERROR_MESSAGES } from '@wsa/contracts';
import type { Logger } from '@wsa/telemetry';

type BodyParserError = Error & { type?: string; status?: number };

/**
 * A client error raised below our routes without a body-parser `type`: Express's router throws a
 * URIError (status 400) for a path param it cannot percent-decode, and body-parser's inflate step
 * throws zlib/brotli errors (status 400) for a body that does not match its Content-Encoding.
 * Their own messages are internals; the caller gets ours.
 */
function clientErrorMessage(err: BodyParserError): string {
  if (err instanceof URIError) return 'Malformed percent-encoding in the URL path.';
  if (err.status === 400) return 'The request body could not be decoded with its Content-Encoding.';
  return 'Bad Request';
}

/** The one place error responses are written. Stack traces go to the log, never to the caller. */
export function errorHandler(logger: Logger) {
  // Express recognises error handlers by their four parameters.
  return (err: unknown, _req: Request, res: Response, _next: NextFunction) => {
    const log: Logger = res.locals.log ?? logger;
    if (err instanceof ApiError) {
      if (err.status >= 500) log.warn({ code: err.code, ...(err.sensitive ? {} : { msg: err.message }) }, 'request failed');
      res.status(err.status).json(err.toBody());
      return;
    }
    const parserError = err as BodyParserError;
    if (parserError?.type === 'entity.parse.failed') {
      res.status(400).json({ success: false, code: 'BAD_REQUEST_INVALID_JSON', error: ERROR_MESSAGES.invalidJson });
      return;
    }
    if (parserError?.type === 'entity.too.large') {
      res.status(413).json({ success: false, error: ERROR_MESSAGES.payloadTooLarge });
      return;
    }
    if (parserError?.type && parserError.status && parserError.status < 500) {
      res.status(parserError.status).json({ success: false, code: 'BAD_REQUEST', error: parserError.message });
      return;
    }
    if (parserError?.status && parserError.status >= 400 && parserError.status < 500) {
      res.status(parserError.status).json({ success: false, code: 'BAD_REQUEST', error: clientErrorMessage(parserError) });
      return;
    }
    const errorId = randomUUID();
    log.error({ err, errorId }, 'unexpected error');
    res.status(500).json({ success: false, code: 'UNKNOWN_ERROR', error: `An unexpected error occurred. Please quote error id ${errorId} to the operator.` });
  };
}

export function notFound(req: Request, res: Response) {
  res.status(404).json({ success: false, code: 'NOT_FOUND', error: `Route ${req.method} ${req.path} not found.` });
}
