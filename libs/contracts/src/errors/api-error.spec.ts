import { ApiError } from './api-error';
import { ErrorBodySchema } from './error-body.schema';
import { ERROR_MESSAGES } from './error-messages';

describe('ApiError', () => {
  it('takes its status from the code table', () => {
    const error = new ApiError('SCRAPE_TIMEOUT', 'Scrape timed out after 60000ms');
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ status: 408, code: 'SCRAPE_TIMEOUT', message: 'Scrape timed out after 60000ms', name: 'ApiError' });
    expect(error.details).toBeUndefined();
    expect(new ApiError('SCRAPE_DNS_RESOLUTION_ERROR', 'DNS resolution failed for hostname x.invalid').status).toBe(200);
  });

  it('writes the one error envelope, with details only when given', () => {
    expect(new ApiError('NOT_FOUND', 'Not found').toBody()).toEqual({ success: false, error: 'Not found', code: 'NOT_FOUND' });
    const body = new ApiError('SCRAPE_ALL_ENGINES_FAILED', 'All engines failed', { engines: ['http', 'chromium'] }).toBody();
    expect(body).toEqual({ success: false, error: 'All engines failed', code: 'SCRAPE_ALL_ENGINES_FAILED', details: { engines: ['http', 'chromium'] } });
    expect(ErrorBodySchema.parse(body)).toEqual(body);
  });
});

describe('ERROR_MESSAGES', () => {
  it('keeps the compat texts clients match on', () => {
    expect(ERROR_MESSAGES.invalidJson).toBe('Bad request, malformed JSON');
    expect(ERROR_MESSAGES.invalidJobId).toBe('Invalid job ID format. Job ID must be a valid UUID.');
    expect(ERROR_MESSAGES.tokenMissing).toBe('Unauthorized: Token missing');
  });
});
