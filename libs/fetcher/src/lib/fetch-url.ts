import { performance } from 'node:perf_hooks';
import { isIP } from 'node:net';
import { request, type Dispatcher } from 'undici';
import { resolveTarget } from './address/resolve-target';
import { assertAddressesAllowed, normalizeHostname } from './address/target-policy';
import { toFetchError } from './classify-error';
import { createDeadline } from './deadline';
import { FetchError } from './fetch-error';
import { FetchOptionsSchema, type FetchOptions, type FetchResult, type ParsedFetchOptions } from './fetch-options.schema';
import { getDispatcher } from './http/dispatcher-pool';
import { buildRequestHeaders, withoutOriginBoundHeaders } from './http/request-headers';
import { readResponse } from './http/read-response';
import { parseHttpUrl } from './parse-http-url';
import { redirectMethod, redirectTarget } from './redirects';

const REDIRECT_BODY_DRAIN_LIMIT = 64 * 1024;

type HopContext = { hostname?: string; veto?: unknown };

/**
 * GETs a URL with browser-like headers, following redirects by hand so every hop is vetted against
 * the outbound-address policy. Rejects only with FetchError (invalid options throw a ZodError).
 */
export async function fetchUrl(url: string, options: FetchOptions): Promise<FetchResult> {
  const opts = FetchOptionsSchema.parse(options);
  const started = performance.now();
  const deadline = createDeadline(opts.timeoutMs, opts.signal);
  const context: HopContext = {};
  try {
    const result = await followRedirects(url, opts, deadline.signal, context);
    return { ...result, timings: { totalMs: Math.round((performance.now() - started) * 10) / 10 } };
  } catch (err) {
    // the caller's own refusal of a hop is its error, not a fetch failure
    if (context.veto !== undefined && err === context.veto) throw err;
    throw toFetchError(err, deadline.firedKind(), context.hostname);
  } finally {
    deadline.dispose();
  }
}

async function followRedirects(
  requestedUrl: string,
  opts: ParsedFetchOptions,
  signal: AbortSignal,
  context: HopContext,
): Promise<Omit<FetchResult, 'timings'>> {
  const dispatcher = getDispatcher(opts);
  let headers = buildRequestHeaders(opts);
  let current = parseHttpUrl(requestedUrl);
  const redirects: string[] = [];
  // Always GET today; kept as state so the 303/301/302 method rules stay correct if methods are added.
  let method: Dispatcher.HttpMethod = 'GET';
  for (;;) {
    context.hostname = normalizeHostname(current.hostname);
    await vetHop(current, opts);
    const response = await send(method, current, headers, dispatcher, opts, signal);
    const location = headerValue(response.headers.location);
    const next = redirectTarget(response.statusCode, location, current);
    if (!next) {
      const read = await readResponse(response, opts.maxBytes, context.hostname);
      return { url: current.href, requestedUrl, redirects, ...read };
    }
    // Drain so the connection returns to the pool; a redirect body over the limit closes it instead.
    await response.body.dump({ signal, limit: REDIRECT_BODY_DRAIN_LIMIT });
    if (redirects.length >= opts.maxRedirects) {
      throw new FetchError('too_many_redirects', `Exceeded ${opts.maxRedirects} redirects`, context.hostname);
    }
    const target = parseHttpUrl(next.href);
    if (opts.vetRedirect) {
      try {
        await opts.vetRedirect(target.href);
      } catch (err) {
        context.veto = err;
        throw err;
      }
    }
    if (target.origin !== current.origin) headers = withoutOriginBoundHeaders(headers);
    method = redirectMethod(response.statusCode, method);
    redirects.push(target.href);
    current = target;
  }
}

/**
 * Names are vetted (and pinned) inside the connection's DNS lookup, but that lookup never runs for
 * IP literals, and through a proxy the proxy resolves the name: both are checked here instead.
 */
async function vetHop(url: URL, opts: ParsedFetchOptions): Promise<void> {
  const host = normalizeHostname(url.hostname);
  if (isIP(host)) assertAddressesAllowed(host, [host], opts);
  else if (opts.proxyUrl) await resolveTarget(host, opts.allowLocalTargets, opts.allowedHosts);
}

function send(
  method: Dispatcher.HttpMethod,
  url: URL,
  headers: Record<string, string>,
  dispatcher: Dispatcher,
  opts: ParsedFetchOptions,
  signal: AbortSignal,
): Promise<Dispatcher.ResponseData> {
  return request(url, {
    method,
    headers,
    dispatcher,
    signal,
    headersTimeout: opts.timeoutMs,
    bodyTimeout: opts.timeoutMs,
  });
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
