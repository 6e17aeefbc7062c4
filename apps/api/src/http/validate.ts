import type { NextFunction, Request, Response } from 'express';
import { ApiError, ERROR_MESSAGES, formatValidationError, JobIdParamSchema, nulCharacterError } from '@wsa/contracts';
import type { z } from 'zod';

/**
 * Parses the body once with the endpoint's schema; the parsed value is `res.locals.body`. A NUL
 * character anywhere in the body is refused first (it could never be stored), in the same shape.
 */
export function validateBody(schema: z.ZodType, flavour: 'default' | 'search' = 'default', extra: Record<string, string> = {}) {
  return (req: Request, res: Response, next: NextFunction) => {
    const input = req.body ?? {};
    const nul = nulCharacterError(input);
    const parsed = nul ? { success: false as const, error: nul } : schema.safeParse(input);
    if (!parsed.success) {
      const { status, body } = formatValidationError(parsed.error, flavour);
      res.status(status).json({ ...body, ...extra });
      return;
    }
    res.locals.body = parsed.data;
    next();
  };
}

/** `:jobId` must be a UUID (compat: exact message). */
export function validateJobId(req: Request, _res: Response, next: NextFunction) {
  if (!JobIdParamSchema.safeParse({ jobId: req.params.jobId }).success) {
    next(new ApiError('INVALID_JOB_ID', ERROR_MESSAGES.invalidJobId));
    return;
  }
  next();
}
