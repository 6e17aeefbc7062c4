import { AskRequestSchema, InteractRequestSchema, ScrapeRequestSchema, SearchRequestSchema } from '../index';
import type { z } from 'zod';
import { ErrorBodySchema } from './error-body.schema';
import { formatValidationError, UNRECOGNIZED_KEY_MESSAGE } from './format-validation-error';

function zodError(schema: z.ZodType, input: unknown): z.ZodError {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected failure');
  return result.error;
}

describe('formatValidationError, default flavour', () => {
  it('says "Unrecognized key" when any issue is an unknown key, even after a custom one', () => {
    const error = zodError(ScrapeRequestSchema, { url: 'ftp://x.com', location: { country: 'ZZ' }, extra: true });
    expect(error.issues[0].code).toBe('custom');
    const { status, body } = formatValidationError(error, 'default');
    expect(status).toBe(400);
    expect(body).toEqual({ success: false, code: 'BAD_REQUEST', error: UNRECOGNIZED_KEY_MESSAGE, details: error.issues });
  });

  it('uses the first issue message when it is a refinement', () => {
    const error = zodError(ScrapeRequestSchema, { url: 'https://x.com', waitFor: 40000 });
    expect(formatValidationError(error, 'default').body.error).toBe('waitFor must not exceed half of timeout');
    const interact = zodError(InteractRequestSchema, {});
    expect(formatValidationError(interact, 'default').body.error).toBe("Either 'code' or 'prompt' must be provided.");
    const url = zodError(ScrapeRequestSchema, { url: 'ftp://x.com' });
    expect(formatValidationError(url, 'default').body.error).toBe('URL uses unsupported protocol');
  });

  it('says "Bad Request" when the first issue is not a refinement', () => {
    const error = zodError(ScrapeRequestSchema, { url: 'https://x.com', timeout: 5, waitFor: 40000 });
    expect(error.issues[0].code).not.toBe('custom');
    expect(formatValidationError(error, 'default').body).toMatchObject({ code: 'BAD_REQUEST', error: 'Bad Request' });
    expect(formatValidationError(zodError(AskRequestSchema, {}), 'default').body.error).toBe('Bad Request');
  });

  it('produces bodies matching ErrorBodySchema', () => {
    const { body } = formatValidationError(zodError(AskRequestSchema, { question: '' }), 'default');
    expect(ErrorBodySchema.safeParse(body).success).toBe(true);
  });
});

describe('formatValidationError, search flavour', () => {
  it('always says "Invalid request body", without a code', () => {
    for (const input of [{ query: 'q', bogus: 1 }, { query: 'q', categories: ['developer', 'pdf'] }, { limit: 0 }]) {
      const error = zodError(SearchRequestSchema, input);
      const { status, body } = formatValidationError(error, 'search');
      expect(status).toBe(400);
      expect(body).toEqual({ success: false, error: 'Invalid request body', details: error.issues });
      expect(body).not.toHaveProperty('code');
    }
  });
});
