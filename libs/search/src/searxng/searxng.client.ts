import { SearchProviderError } from '../lib/search-provider.error';
import { SearxngErrorSchema, SearxngResponseSchema, type SearxngResponse } from './searxng-response.schema';

export type SearxngClientOptions = { baseUrl: string; fetchImpl: typeof fetch };

/** `<base>/search`, keeping any path prefix the instance is mounted under (`https://host/searxng/`). */
export function searchEndpoint(baseUrl: string): URL {
  const trimmed = baseUrl.trim();
  if (!trimmed) throw new SearchProviderError('not_configured', 'No SearXNG URL is configured (set the SearXNG base URL).');
  let base: URL;
  try {
    base = new URL(trimmed.endsWith('/') ? trimmed : `${trimmed}/`);
  } catch {
    throw new SearchProviderError('not_configured', `The SearXNG URL "${trimmed}" is not a valid URL.`);
  }
  if (base.protocol !== 'http:' && base.protocol !== 'https:') {
    throw new SearchProviderError('not_configured', `The SearXNG URL must be http(s), got "${base.protocol}".`);
  }
  return new URL('search', base);
}

/** Fetches one page of `/search?format=json`, turning every failure into a classified SearchProviderError. */
export async function fetchSearxngJson(o: SearxngClientOptions, params: URLSearchParams, signal: AbortSignal): Promise<SearxngResponse> {
  const url = searchEndpoint(o.baseUrl);
  url.search = params.toString();
  let res: Response;
  let body: string;
  try {
    res = await o.fetchImpl(url, { headers: { accept: 'application/json' }, signal });
    body = await res.text();
  } catch (err) {
    if (signal.aborted) throw new SearchProviderError('timeout', 'The search did not finish before its timeout.', { cause: err });
    throw new SearchProviderError('unreachable', `SearXNG at ${url.origin} is unreachable: ${describe(err)}`, { cause: err });
  }
  if (!res.ok) throw statusError(res.status, body, url);
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch (err) {
    throw new SearchProviderError('bad_response', `SearXNG answered ${res.status} with a body that is not JSON.`, { cause: err });
  }
  const parsed = SearxngResponseSchema.safeParse(json);
  if (!parsed.success) throw new SearchProviderError('bad_response', `SearXNG answered JSON without a results list: ${parsed.error.message}`);
  return parsed.data;
}

function statusError(status: number, body: string, url: URL): SearchProviderError {
  if (status === 403) {
    return new SearchProviderError(
      'json_disabled',
      'SearXNG refused format=json (HTTP 403): add "json" to search.formats in the instance\'s settings.yml and restart it.',
    );
  }
  if (status === 429) return new SearchProviderError('rate_limited', 'SearXNG rate-limited the request (HTTP 429); its bot limiter may need to allow this client.');
  if (status === 502 || status === 503 || status === 504) {
    return new SearchProviderError('unreachable', `SearXNG at ${url.origin} is unavailable (HTTP ${status}).`);
  }
  const detail = providerError(body);
  return new SearchProviderError('bad_response', `SearXNG answered HTTP ${status}${detail ? `: ${detail}` : ''}.`);
}

function providerError(body: string): string | undefined {
  try {
    const parsed = SearxngErrorSchema.safeParse(JSON.parse(body));
    return parsed.success ? parsed.data.error : undefined;
  } catch {
    return undefined;
  }
}

function describe(err: unknown): string {
  const cause = err instanceof Error && err.cause instanceof Error ? err.cause.message : undefined;
  return cause ?? (err instanceof Error ? err.message : String(err));
}
