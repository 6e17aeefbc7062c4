/** At most `max` model requests in flight per process; the rest wait in arrival order. */
export function createLimiter(max: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  // a finishing task hands its slot straight to the next waiter, so a newcomer cannot overtake it
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else active--;
  };
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (active < max) active++;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      release();
    }
  };
}
export type Limiter = ReturnType<typeof createLimiter>;
