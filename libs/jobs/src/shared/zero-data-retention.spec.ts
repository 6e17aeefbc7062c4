import { ApiError } from '@wsa/contracts';
import { jobRecordFields, scrapeLogFields, scrapeRetainsNothing, searchRetainsNothing, sensitiveErrors } from './zero-data-retention';

test('the team flag or the request option means nothing is kept', () => {
  expect(scrapeRetainsNothing({ zeroDataRetention: false, request: { zeroDataRetention: false } })).toBe(false);
  expect(scrapeRetainsNothing({ zeroDataRetention: true, request: { zeroDataRetention: false } })).toBe(true);
  expect(scrapeRetainsNothing({ zeroDataRetention: false, request: { zeroDataRetention: true } })).toBe(true);
});

test('search: enterprise zdr or anon, a zdr scrape option or the team flag', () => {
  const plain = { scrapeOptions: { zeroDataRetention: false } };
  expect(searchRetainsNothing(plain, false)).toBe(false);
  expect(searchRetainsNothing({ ...plain, enterprise: ['anon'] }, false)).toBe(true);
  expect(searchRetainsNothing({ ...plain, enterprise: ['zdr'] }, false)).toBe(true);
  expect(searchRetainsNothing({ scrapeOptions: { zeroDataRetention: true } }, false)).toBe(true);
  expect(searchRetainsNothing(plain, true)).toBe(true);
});

test('job record and log fields are redacted under zdr only', () => {
  expect(jobRecordFields(false, 'https://a.test/x', { url: 'https://a.test/x' })).toEqual({ target: 'https://a.test/x', options: { url: 'https://a.test/x' } });
  expect(jobRecordFields(true, 'https://a.test/x', { url: 'https://a.test/x' })).toEqual({ target: '[zero data retention]', options: { zeroDataRetention: true } });
  expect(scrapeLogFields({ zeroDataRetention: false, request: { url: 'https://a.test/', zeroDataRetention: false } })).toEqual({ url: 'https://a.test/' });
  expect(JSON.stringify(scrapeLogFields({ zeroDataRetention: true, request: { url: 'https://a.test/', zeroDataRetention: false } }))).not.toContain('a.test');
});

test('errors of a zdr request are marked sensitive (logged by code only); other errors pass untouched', async () => {
  const apiErr = new ApiError('SCRAPE_ALL_ENGINES_FAILED', 'All engines failed for secret.example');
  await expect(sensitiveErrors(async () => { throw apiErr; })).rejects.toBe(apiErr);
  expect(apiErr.sensitive).toBe(true);
  const plain = new Error('boom');
  await expect(sensitiveErrors(async () => { throw plain; })).rejects.toBe(plain);
  expect(await sensitiveErrors(async () => 42)).toBe(42);
  expect(new ApiError('UNKNOWN_ERROR', 'x').sensitive).toBe(false);
});
