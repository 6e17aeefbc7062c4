import { formatRelativeDate, parseProviderDate } from './relative-date.util';

const now = Date.UTC(2026, 7, 1, 12);
const MIN = 60_000;

describe('formatRelativeDate', () => {
  it.each([
    [20_000, 'just now'],
    [MIN, '1 minute ago'],
    [45 * MIN, '45 minutes ago'],
    [3 * 60 * MIN, '3 hours ago'],
    [24 * 60 * MIN, '1 day ago'],
    [2 * 24 * 60 * MIN, '2 days ago'],
    [10 * 24 * 60 * MIN, '1 week ago'],
    [65 * 24 * 60 * MIN, '2 months ago'],
    [800 * 24 * 60 * MIN, '2 years ago'],
    [-2 * 60 * MIN, 'in 2 hours'],
  ])('%d ms before now -> %s', (ago, text) => expect(formatRelativeDate(now - ago, now)).toBe(text));
});

describe('parseProviderDate', () => {
  it('reads zoneless ISO strings as UTC', () => {
    expect(parseProviderDate('2026-08-01T09:00:00')).toBe(Date.UTC(2026, 7, 1, 9));
    expect(parseProviderDate('2026-08-01 09:00:00')).toBe(Date.UTC(2026, 7, 1, 9));
  });

  it('respects explicit zones and rejects junk', () => {
    expect(parseProviderDate('2026-08-01T09:00:00+02:00')).toBe(Date.UTC(2026, 7, 1, 7));
    expect(parseProviderDate('2026-08-01T09:00:00Z')).toBe(Date.UTC(2026, 7, 1, 9));
    expect(parseProviderDate(null)).toBeUndefined();
    expect(parseProviderDate('yesterday-ish')).toBeUndefined();
  });
});
