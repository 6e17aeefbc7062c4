/** Guards counts fed into cost functions: a negative or fractional count is a caller bug, not a price. */
export function assertCount(name: string, value: number): void {
  if (!Number.isInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a non-negative integer, got ${value}`);
  }
}
