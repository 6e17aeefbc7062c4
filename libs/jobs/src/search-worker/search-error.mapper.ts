import { timeoutFailure, type JobFailure } from '@wsa/contracts';
import { SearchProviderError } from '@wsa/search';

/** Provider failures as API errors; configuration mistakes say what to change. */
export function searchFailure(err: unknown): JobFailure | null {
  if (!(err instanceof SearchProviderError)) return null;
  switch (err.kind) {
    case 'not_configured':
    case 'json_disabled':
      return { ok: false, code: 'SEARCH_PROVIDER_NOT_CONFIGURED', message: err.message };
    case 'timeout':
      return timeoutFailure('search', `Search timed out: ${err.message}`);
    default:
      return { ok: false, code: 'SEARCH_PROVIDER_ERROR', message: `Search provider failed (${err.kind}): ${err.message}` };
  }
}
