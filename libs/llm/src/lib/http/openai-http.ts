import { LlmError } from '../errors';
import type { LlmSettings } from '../settings';

/** What a request needs of the settings (the chat or the embedding endpoint). */
export type Endpoint = Pick<LlmSettings, 'baseUrl' | 'apiKey' | 'timeoutMs'>;

/**
 * One POST to an OpenAI-compatible endpoint, with the process's timeout and the caller's abort
 * signal; failures are classified (unreachable, timeout, http) so the features can say why.
 */
export async function postJson(settings: Endpoint, path: string, body: unknown, signal?: AbortSignal): Promise<unknown> {
  const timeout = AbortSignal.timeout(settings.timeoutMs);
  const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
  let res: Response;
  try {
    res = await fetch(`${settings.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}) },
      body: JSON.stringify(body),
      signal: combined,
    });
  } catch (e) {
    throw classifyFetchError(e, combined);
  }
  const text = await res.text().catch((e: unknown) => {
    throw classifyFetchError(e, combined);
  });
  if (!res.ok) throw Object.assign(new LlmError('http', `HTTP ${res.status}: ${errorMessageOf(text)}`, res.status), { code: errorCodeOf(text) });
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new LlmError('http', `HTTP ${res.status} with a body that is not JSON`, res.status);
  }
}

/** GET (model listing). */
export async function getJson(settings: Endpoint, path: string): Promise<unknown> {
  const timeout = AbortSignal.timeout(Math.min(settings.timeoutMs, 10000));
  try {
    const res = await fetch(`${settings.baseUrl}${path}`, { headers: settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}, signal: timeout });
    if (!res.ok) throw new LlmError('http', `HTTP ${res.status}: ${errorMessageOf(await res.text())}`, res.status);
    return (await res.json()) as unknown;
  } catch (e) {
    if (e instanceof LlmError) throw e;
    throw classifyFetchError(e, timeout);
  }
}

/** `signal` aborts on our timeout or the caller's deadline: either way the model did not answer in time. */
function classifyFetchError(e: unknown, signal: AbortSignal): LlmError {
  if (signal.aborted) return new LlmError('timeout', 'no answer in time');
  const err = e as Error & { cause?: { code?: string; message?: string } };
  if (err?.name === 'AbortError') return new LlmError('timeout', 'the request was cancelled');
  return new LlmError('unreachable', err?.cause?.code ?? err?.cause?.message ?? err?.message ?? 'connection failed');
}

function errorCodeOf(text: string): string | undefined {
  try {
    const body = JSON.parse(text) as { error?: { code?: unknown } };
    return typeof body.error?.code === 'string' ? body.error.code : undefined;
  } catch {
    return undefined;
  }
}

/** The error text of an OpenAI-shaped error body ({error: {message}} or {error: "..."}), short. */
function errorMessageOf(text: string): string {
  try {
    const body = JSON.parse(text) as { error?: { message?: string } | string; message?: string; detail?: string };
    const msg = typeof body.error === 'string' ? body.error : body.error?.message ?? body.message ?? body.detail;
    if (msg) return String(msg).slice(0, 300);
  } catch {
    // not JSON: fall through to the raw text
  }
  return text.slice(0, 300) || 'no body';
}
