import pino from 'pino';
import { ApiError } from '@wsa/contracts';
import { errorHandler } from './error-handler';

function fakeResponse() {
  const res: any = { statusCode: 200, body: undefined, locals: {} };
  res.status = (code: number) => ((res.statusCode = code), res);
  res.json = (body: unknown) => ((res.body = body), res);
  return res;
}

const handle = errorHandler(pino({ level: 'silent' }));

describe('error handler', () => {
  it('answers an unexpected error with 500 UNKNOWN_ERROR, an error id, and no stack or message leak', () => {
    const res = fakeResponse();
    handle(new Error('secret internal detail at /srv/x.ts:12'), {} as any, res, () => undefined);
    expect(res.statusCode).toBe(500);
    expect(res.body).toMatchObject({ success: false, code: 'UNKNOWN_ERROR' });
    expect(res.body.error).toMatch(/error id [0-9a-f-]{36}/);
    expect(JSON.stringify(res.body)).not.toMatch(/secret internal detail|\.ts:|at /);
  });
  it('writes ApiErrors with the status of their code', () => {
    const res = fakeResponse();
    handle(new ApiError('SCRAPE_TIMEOUT', 'too slow'), {} as any, res, () => undefined);
    expect(res.statusCode).toBe(408);
    expect(res.body).toEqual({ success: false, code: 'SCRAPE_TIMEOUT', error: 'too slow' });
  });
  it('logs a 5xx ApiError with its message, or its code only when marked sensitive (zero data retention)', () => {
    const lines: string[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
    const res = fakeResponse();
    errorHandler(logger)(new ApiError('SCRAPE_ALL_ENGINES_FAILED', 'failed for open.example'), {} as any, res, () => undefined);
    const hidden = Object.assign(new ApiError('SCRAPE_ALL_ENGINES_FAILED', 'failed for secret.example'), { sensitive: true });
    const res2 = fakeResponse();
    errorHandler(logger)(hidden, {} as any, res2, () => undefined);
    expect(res2.body.error).toBe('failed for secret.example');
    expect(lines.join('')).toContain('open.example');
    expect(lines.join('')).not.toContain('secret.example');
    expect(lines).toHaveLength(2);
  });
  it('maps body-parser failures to the compat envelopes', () => {
    const bad = fakeResponse();
    handle(Object.assign(new SyntaxError('x'), { type: 'entity.parse.failed', status: 400 }), {} as any, bad, () => undefined);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toEqual({ success: false, code: 'BAD_REQUEST_INVALID_JSON', error: 'Bad request, malformed JSON' });
    const big = fakeResponse();
    handle(Object.assign(new Error('x'), { type: 'entity.too.large', status: 413 }), {} as any, big, () => undefined);
    expect(big.statusCode).toBe(413);
    expect(big.body).toEqual({ success: false, error: 'Request body is too large' });
  });
  it('answers client errors raised below the routes with their 4xx and our own message', () => {
    const uri = fakeResponse();
    handle(Object.assign(new URIError("Failed to decode param '%ZZ'"), { status: 400 }), {} as any, uri, () => undefined);
    expect(uri.statusCode).toBe(400);
    expect(uri.body).toEqual({ success: false, code: 'BAD_REQUEST', error: 'Malformed percent-encoding in the URL path.' });
    const zlib = fakeResponse();
    handle(Object.assign(new Error('incorrect header check'), { status: 400, code: 'Z_DATA_ERROR' }), {} as any, zlib, () => undefined);
    expect(zlib.statusCode).toBe(400);
    expect(zlib.body.error).toBe('The request body could not be decoded with its Content-Encoding.');
  });
});
