import type { ScrapeOptions } from '@wsa/contracts';
import type { EngineAttempt } from './fetched-page';

/** Why a request cannot be served by the HTTP engine, or undefined when it can. */
export function browserRequirement(o: ScrapeOptions): string | undefined {
  if (o.actions !== undefined && o.actions.length > 0) return 'actions';
  if (o.formats.some((f) => f.type === 'screenshot')) return 'screenshot format';
  if (o.waitFor > 0) return 'waitFor';
  if (o.mobile) return 'mobile';
  if (o.location !== undefined) return 'location';
  if (o.profile !== undefined) return 'profile';
  return undefined;
}

/** First engine to try: enhanced is always stealth Chromium; basic/auto start with the cheapest engine that can serve the request. */
export function firstAttempt(o: ScrapeOptions): EngineAttempt {
  if (o.proxy === 'enhanced') return { engine: 'chromium', proxy: 'enhanced' };
  return { engine: browserRequirement(o) ? 'chromium' : 'http', proxy: 'basic' };
}

/**
 * How an attempt ended, as far as engine choice cares: `ok`; `needs-js` (HTML that only a
 * browser can show); `denied` (401/403/429 that is not a recognised block page); `blocked`
 * (block or captcha page); `failed` (an engine failure another engine may not share).
 */
export type AttemptVerdict = 'ok' | 'needs-js' | 'denied' | 'blocked' | 'failed';

/** The next attempt after `current` ended with `verdict`, or undefined to stop. */
export function nextAttempt(o: ScrapeOptions, current: EngineAttempt, verdict: AttemptVerdict): EngineAttempt | undefined {
  const escalate = o.proxy === 'auto' && current.proxy === 'basic';
  switch (verdict) {
    case 'ok':
      return undefined;
    case 'needs-js':
      return current.engine === 'http' ? { engine: 'chromium', proxy: current.proxy } : undefined;
    case 'failed':
      if (current.engine === 'http') return { engine: 'chromium', proxy: current.proxy };
      return escalate ? { engine: 'chromium', proxy: 'enhanced' } : undefined;
    case 'denied':
    case 'blocked':
      return escalate ? { engine: 'chromium', proxy: 'enhanced' } : undefined;
  }
}

/** Operator proxy for enhanced scrapes: the one for the requested country when configured. */
export function enhancedProxyUrl(proxy: { url?: string; byCountry?: Record<string, string> } | undefined, country: string | undefined): string | undefined {
  if (!proxy) return undefined;
  const byCountry = country ? proxy.byCountry?.[country.toUpperCase()] : undefined;
  return byCountry ?? proxy.url;
}
