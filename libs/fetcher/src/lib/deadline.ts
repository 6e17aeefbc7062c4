import type { FetchErrorKind } from './fetch-error';

export type Deadline = {
  signal: AbortSignal;
  /** Why the signal fired, if it did: our own deadline or the caller's signal. */
  firedKind(): Extract<FetchErrorKind, 'timeout' | 'aborted'> | undefined;
  dispose(): void;
};

/**
 * One signal covering connect, headers and body of every redirect hop, so `timeoutMs` is a true
 * overall deadline, while remembering which side aborted so errors can be classified.
 */
export function createDeadline(timeoutMs: number, external?: AbortSignal): Deadline {
  const controller = new AbortController();
  let fired: 'timeout' | 'aborted' | undefined;
  const abort = (kind: 'timeout' | 'aborted'): void => {
    if (fired) return;
    fired = kind;
    clearTimeout(timer);
    controller.abort(new Error(kind === 'timeout' ? `Timed out after ${timeoutMs} ms` : 'Aborted by caller'));
  };
  const timer = setTimeout(() => abort('timeout'), timeoutMs);
  const onExternalAbort = (): void => abort('aborted');
  if (external?.aborted) onExternalAbort();
  else external?.addEventListener('abort', onExternalAbort, { once: true });
  return {
    signal: controller.signal,
    firedKind: () => fired,
    dispose: () => {
      clearTimeout(timer);
      external?.removeEventListener('abort', onExternalAbort);
    },
  };
}
