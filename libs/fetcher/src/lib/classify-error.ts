import { isDnsErrorCode } from './address/resolve-target';
import { FetchError, type FetchErrorKind } from './fetch-error';

// Certificate verification failures from OpenSSL/Node; they carry no common prefix.
const TLS_CODES = new Set([
  'DEPTH_ZERO_SELF_SIGNED_CERT', 'SELF_SIGNED_CERT_IN_CHAIN', 'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'UNABLE_TO_GET_ISSUER_CERT', 'UNABLE_TO_GET_ISSUER_CERT_LOCALLY', 'CERT_HAS_EXPIRED', 'CERT_NOT_YET_VALID',
  'CERT_REVOKED', 'CERT_UNTRUSTED', 'CERT_REJECTED', 'CERT_SIGNATURE_FAILURE', 'INVALID_CA', 'HOSTNAME_MISMATCH',
  'ERR_TLS_CERT_ALTNAME_INVALID', 'EPROTO',
]);

const TIMEOUT_CODES = new Set(['UND_ERR_CONNECT_TIMEOUT', 'UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT', 'ETIMEDOUT']);

const PROTOCOL_CODES = new Set([
  'UND_ERR_INVALID_ARG', 'UND_ERR_RES_CONTENT_LENGTH_MISMATCH', 'UND_ERR_INFO', 'UND_ERR_HEADERS_OVERFLOW',
  'UND_ERR_NOT_SUPPORTED', 'Z_DATA_ERROR', 'Z_BUF_ERROR', 'ERR_INVALID_URL', 'ERR_INVALID_CHAR', 'ERR_INVALID_HTTP_TOKEN',
]);

function kindForCode(code: string): FetchErrorKind {
  if (TLS_CODES.has(code) || code.startsWith('ERR_SSL_') || code.startsWith('ERR_TLS_')) return 'tls';
  if (isDnsErrorCode(code)) return 'dns';
  if (TIMEOUT_CODES.has(code)) return 'timeout';
  if (PROTOCOL_CODES.has(code) || code.startsWith('HPE_') || code.startsWith('ERR_BROTLI')) return 'protocol';
  return 'connection';
}

function errorCode(err: unknown): string {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : '';
}

/**
 * Maps whatever undici, net, tls or zlib threw into a FetchError. A fired deadline wins over the
 * error it caused (undici reports it as a generic abort or socket error).
 */
export function toFetchError(err: unknown, firedKind: 'timeout' | 'aborted' | undefined, hostname?: string): FetchError {
  if (err instanceof FetchError) return err;
  if (firedKind === 'timeout') return new FetchError('timeout', 'Request timed out', hostname, { cause: err });
  if (firedKind === 'aborted') return new FetchError('aborted', 'Request aborted', hostname, { cause: err });
  const code = errorCode(err) || errorCode((err as { cause?: unknown } | null)?.cause);
  const message = err instanceof Error ? err.message : String(err);
  const kind = kindForCode(code);
  return new FetchError(kind, `${kind} error fetching ${hostname ?? 'URL'}: ${code ? `${code} ` : ''}${message}`, hostname, { cause: err });
}
