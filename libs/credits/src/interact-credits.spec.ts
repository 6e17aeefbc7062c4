import { interactCredits } from './interact-credits';

describe('interactCredits', () => {
  it('bills every started minute, at least one', () => {
    expect(interactCredits(0)).toBe(2);
    expect(interactCredits(59_999)).toBe(2);
    expect(interactCredits(60_000)).toBe(2);
    expect(interactCredits(60_001)).toBe(4);
    expect(interactCredits(600_000)).toBe(20);
  });
  it('bills 7 per minute when a prompt was used', () => {
    expect(interactCredits(90_000, true)).toBe(14);
  });
  it('refuses a negative duration', () => {
    expect(() => interactCredits(-1)).toThrow();
  });
});
