import { ERROR_STATUS } from './error-codes';
import { cancelledBeforeStart, crashedError, finishedAfterTimeout, waitTimedOutError } from './job-failures';

test('each endpoint answers its own codes: a search never answers a scrape code', () => {
  expect(cancelledBeforeStart('search').code).toBe('SEARCH_TIMEOUT');
  expect(finishedAfterTimeout('scrape').code).toBe('SCRAPE_TIMEOUT');
  expect(waitTimedOutError('search')).toMatchObject({ code: 'SEARCH_TIMEOUT', status: 408, message: 'Search timed out. Try a longer timeout or a lower limit.' });
  expect(waitTimedOutError('scrape')).toMatchObject({ code: 'SCRAPE_TIMEOUT', status: 408 });
  expect(crashedError('search', 'j1')).toMatchObject({ code: 'SEARCH_JOB_FAILED', status: 500 });
  expect(crashedError('scrape', 'j1')).toMatchObject({ code: 'SCRAPE_ALL_ENGINES_FAILED', status: 500 });
  expect(ERROR_STATUS.SEARCH_TIMEOUT).toBe(408);
});
