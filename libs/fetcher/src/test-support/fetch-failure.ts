import { FetchError } from '../lib/fetch-error';

/** Awaits a promise that must reject with a FetchError and returns that error for assertions. */
export async function fetchFailure(promise: Promise<unknown>): Promise<FetchError> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof FetchError) return err;
    throw err;
  }
  throw new Error('expected a FetchError');
}
