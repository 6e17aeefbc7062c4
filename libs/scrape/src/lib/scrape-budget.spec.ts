import { createScrapeBudget } from './scrape-budget';
import { ScrapeFailure } from './errors/scrape-failure';

test('the earlier of the job deadline and the request timeout wins', () => {
  const now = Date.now();
  expect(createScrapeBudget(now + 500, 60000, new AbortController().signal, now).deadlineAt).toBe(now + 500);
  expect(createScrapeBudget(now + 60000, 1000, new AbortController().signal, now).deadlineAt).toBe(now + 1000);
});

test('a passed deadline is a timeout; a caller abort is a cancellation', () => {
  const spent = createScrapeBudget(Date.now() - 1, 60000, new AbortController().signal);
  expect(spent.remainingMs()).toBe(0);
  expect(() => spent.assertTimeLeft()).toThrow(ScrapeFailure);
  const ac = new AbortController();
  const budget = createScrapeBudget(Date.now() + 60000, 60000, ac.signal);
  expect(() => budget.assertTimeLeft()).not.toThrow();
  ac.abort();
  expect(budget.signal.aborted).toBe(true);
  expect(budget.cancelledByCaller()).toBe(true);
  expect(() => budget.assertTimeLeft()).toThrow('The scrape was cancelled.');
});

test('the combined signal aborts when the deadline passes', async () => {
  const budget = createScrapeBudget(Date.now() + 30, 60000, new AbortController().signal);
  await new Promise((resolve) => budget.signal.addEventListener('abort', resolve));
  expect(budget.cancelledByCaller()).toBe(false);
});
