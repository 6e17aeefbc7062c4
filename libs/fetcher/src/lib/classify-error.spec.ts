import { toFetchError } from './classify-error';
import { FetchError } from './fetch-error';

const withCode = (code: string): Error => Object.assign(new Error(`failed: ${code}`), { code });

describe('toFetchError', () => {
  it.each([
    ['DEPTH_ZERO_SELF_SIGNED_CERT', 'tls'], ['ERR_TLS_CERT_ALTNAME_INVALID', 'tls'], ['CERT_HAS_EXPIRED', 'tls'],
    ['ERR_SSL_WRONG_VERSION_NUMBER', 'tls'], ['ENOTFOUND', 'dns'], ['EAI_AGAIN', 'dns'],
    ['UND_ERR_HEADERS_TIMEOUT', 'timeout'], ['UND_ERR_CONNECT_TIMEOUT', 'timeout'], ['HPE_INVALID_CONSTANT', 'protocol'],
    ['Z_DATA_ERROR', 'protocol'], ['UND_ERR_RES_CONTENT_LENGTH_MISMATCH', 'protocol'],
    ['ECONNREFUSED', 'connection'], ['ECONNRESET', 'connection'], ['UND_ERR_SOCKET', 'connection'],
  ])('maps %s to %s', (code, kind) => {
    const mapped = toFetchError(withCode(code), undefined, 'host.test');
    expect(mapped.kind).toBe(kind);
    expect(mapped.hostname).toBe('host.test');
    expect(mapped.message).toContain(code);
  });

  it('reads the code of a wrapped cause', () => {
    expect(toFetchError(new Error('fetch failed', { cause: withCode('ECONNREFUSED') }), undefined).kind).toBe('connection');
  });

  it('lets a fired deadline win and keeps FetchErrors as they are', () => {
    expect(toFetchError(withCode('UND_ERR_ABORTED'), 'timeout').kind).toBe('timeout');
    expect(toFetchError(withCode('UND_ERR_ABORTED'), 'aborted').kind).toBe('aborted');
    const original = new FetchError('too_large', 'big');
    expect(toFetchError(original, 'timeout')).toBe(original);
  });
});
