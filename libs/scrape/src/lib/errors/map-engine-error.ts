import { isRenderError, type RenderError } from '@wsa/browser';
import { isFetchError, type FetchError } from '@wsa/fetcher';
import { PdfParseError } from '@wsa/pdf';
import { ScrapeFailure, isScrapeFailure } from './scrape-failure';

export type MapContext = { url: string; timeoutMs: number; cancelledByCaller: boolean };

/**
 * Turns an engine's error into a classified failure, or returns undefined for errors that are
 * not ours to classify (bugs), which then crash the job so the queue retries it.
 */
export function mapEngineError(err: unknown, ctx: MapContext): ScrapeFailure | undefined {
  if (isScrapeFailure(err)) return err;
  if (isFetchError(err)) return mapFetchError(err, ctx);
  if (isRenderError(err)) return mapRenderError(err, ctx);
  if (err instanceof PdfParseError) return mapPdfError(err, ctx);
  return undefined;
}

function timeout(ctx: MapContext): ScrapeFailure {
  if (ctx.cancelledByCaller) return new ScrapeFailure('SCRAPE_TIMEOUT', 'The scrape was cancelled.');
  return new ScrapeFailure('SCRAPE_TIMEOUT', `Scrape timed out after ${ctx.timeoutMs}ms.`);
}

export function dnsFailure(hostname: string): ScrapeFailure {
  return new ScrapeFailure('SCRAPE_DNS_RESOLUTION_ERROR', `DNS resolution failed for hostname ${hostname}`);
}

export function blockedTargetFailure(url: string): ScrapeFailure {
  return new ScrapeFailure('SCRAPE_BLOCKED_TARGET', `Refused to scrape ${safeHost(url)}: it resolves to a private, loopback or link-local address.`);
}

function mapFetchError(err: FetchError, ctx: MapContext): ScrapeFailure {
  switch (err.kind) {
    case 'dns':
      return dnsFailure(err.hostname ?? safeHost(ctx.url));
    case 'blocked_address':
      return blockedTargetFailure(err.hostname ? `http://${err.hostname}/` : ctx.url);
    case 'tls':
      return new ScrapeFailure('SCRAPE_SSL_ERROR', `TLS error while connecting to ${safeHost(ctx.url)}: ${err.message}`);
    case 'timeout':
    case 'aborted':
      return timeout(ctx);
    case 'too_large':
      return new ScrapeFailure('SCRAPE_TOO_LARGE', `The page at ${safeHost(ctx.url)} is too large: ${err.message}`);
    case 'connection':
      return new ScrapeFailure('SCRAPE_CONNECTION_ERROR', `Could not connect to ${safeHost(ctx.url)}: ${err.message}`);
    case 'too_many_redirects':
    case 'protocol':
      return new ScrapeFailure('SCRAPE_ALL_ENGINES_FAILED', `http: ${err.message}`, undefined, true);
  }
}

// Chromium reports some network failures only as navigation errors; these net:: codes are as
// definitive as the HTTP engine's, so they get the same codes.
const NET_CODES: [RegExp, (ctx: MapContext, err: RenderError) => ScrapeFailure][] = [
  [/ERR_CERT_|ERR_SSL_/, (ctx, err) => new ScrapeFailure('SCRAPE_SSL_ERROR', `TLS error while connecting to ${safeHost(ctx.url)}: ${err.message}`)],
  [/ERR_CONNECTION_(?:REFUSED|RESET|CLOSED)|ERR_ADDRESS_UNREACHABLE/, (ctx, err) => new ScrapeFailure('SCRAPE_CONNECTION_ERROR', `Could not connect to ${safeHost(ctx.url)}: ${err.message}`)],
];

function mapRenderError(err: RenderError, ctx: MapContext): ScrapeFailure {
  switch (err.kind) {
    case 'timeout':
    case 'aborted':
      return timeout(ctx);
    case 'blocked_address':
      return blockedTargetFailure(ctx.url);
    case 'dns':
      return dnsFailure(safeHost(ctx.url));
    case 'action':
      return new ScrapeFailure('SCRAPE_ACTION_ERROR', err.message, { actionIndex: err.actionIndex, actionType: err.actionType });
    case 'navigation':
    case 'crashed': {
      const known = NET_CODES.find(([pattern]) => pattern.test(err.message));
      if (known) return known[1](ctx, err);
      return new ScrapeFailure('SCRAPE_ALL_ENGINES_FAILED', `chromium: ${err.message}`, undefined, true);
    }
  }
}

function mapPdfError(err: PdfParseError, ctx: MapContext): ScrapeFailure {
  if (err.kind === 'timeout') return timeout(ctx);
  return new ScrapeFailure('SCRAPE_PDF_ERROR', `Could not parse the PDF (${err.kind}): ${err.message}`);
}

function safeHost(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return url;
  }
}
