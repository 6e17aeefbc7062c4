import { RateBudgetError, TokenBucket } from './token-bucket';

describe('TokenBucket', () => {
  it('lets a burst through, then spaces requests at the rate', async () => {
    const bucket = new TokenBucket(20, 2);
    const started = Date.now();
    await bucket.take();
    await bucket.take();
    expect(Date.now() - started).toBeLessThan(30);
    await bucket.take();
    expect(Date.now() - started).toBeGreaterThanOrEqual(40);
  });

  it('refuses at once when the next slot is past the deadline', async () => {
    const bucket = new TokenBucket(1 / 3, 1);
    await bucket.take();
    await expect(bucket.take(Date.now() + 100)).rejects.toBeInstanceOf(RateBudgetError);
  });

  it('drain empties the bucket after a 429', async () => {
    let t = 0;
    const bucket = new TokenBucket(1, 5, () => t);
    bucket.drain();
    await expect(bucket.take(10)).rejects.toBeInstanceOf(RateBudgetError);
    t = 1000;
    await expect(bucket.take(1000)).resolves.toBeUndefined();
  });
});
