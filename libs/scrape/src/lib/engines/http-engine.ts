import type { ScrapeOptions } from '@wsa/contracts';
import { decodeBody } from '@wsa/content';
import { fetchUrl } from '@wsa/fetcher';
import { classifyContent } from './content-kind';
import type { EngineAttempt, FetchedPage } from './fetched-page';

export type HttpEngineInput = {
  url: string;
  options: ScrapeOptions;
  attempt: EngineAttempt;
  timeoutMs: number;
  signal: AbortSignal;
  allowLocalTargets: boolean;
  proxyUrl?: string;
  /** threat protection: refuses a redirect hop before it is requested */
  vetRedirect?: (url: string) => Promise<void>;
};

/** One GET through the fetcher (address vetting on every hop), body classified and decoded. */
export async function fetchWithHttp(input: HttpEngineInput): Promise<FetchedPage> {
  const { options } = input;
  const res = await fetchUrl(input.url, {
    timeoutMs: Math.max(1, Math.floor(input.timeoutMs)),
    signal: input.signal,
    skipTlsVerification: options.skipTlsVerification,
    allowLocalTargets: input.allowLocalTargets,
    headers: options.headers,
    acceptLanguage: acceptLanguage(options.location?.languages),
    proxyUrl: input.proxyUrl,
    vetRedirect: input.vetRedirect,
  });
  const kind = classifyContent(res.body, res.contentType);
  const text = kind === 'html' || kind === 'json' || kind === 'text' ? decodeBody(res.body, res.contentType).text : undefined;
  return { attempt: input.attempt, url: res.url, redirects: res.redirects, statusCode: res.statusCode, headers: res.headers, contentType: res.contentType, kind, body: res.body, text };
}

/** `["de-DE", "en"]` -> `de-DE,en;q=0.9`: the same preference order a browser would send. */
export function acceptLanguage(languages: readonly string[] | undefined): string | undefined {
  if (!languages || languages.length === 0) return undefined;
  return languages.map((lang, i) => (i === 0 ? lang : `${lang};q=${Math.max(0.1, 1 - i / 10).toFixed(1)}`)).join(',');
}
