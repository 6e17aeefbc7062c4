import { createLimiter } from './limiter';

describe('createLimiter', () => {
  it('never runs more than max tasks at once, and runs them all', async () => {
    const run = createLimiter(2);
    let active = 0;
    let peak = 0;
    const task = async () => {
      active++;
      peak = Math.max(peak, active);
      await new Promise((r) => setTimeout(r, 5));
      active--;
    };
    await Promise.all(Array.from({ length: 10 }, () => run(task)));
    expect(peak).toBe(2);
    expect(active).toBe(0);
  });
});
