import { parseSince } from './audit-since';

const NOW = Date.parse('2026-11-24T12:00:00Z');

test('durations count back from now', () => {
  expect(parseSince('2h', NOW).toISOString()).toBe('2026-11-24T10:00:00.000Z');
  expect(parseSince('7d', NOW).toISOString()).toBe('2026-11-17T12:00:00.000Z');
});

test('ISO dates and date-times', () => {
  expect(parseSince('2026-11-20', NOW).toISOString()).toBe('2026-11-20T00:00:00.000Z');
  expect(parseSince('2026-11-20T08:30:00Z', NOW).toISOString()).toBe('2026-11-20T08:30:00.000Z');
});

test('anything else is a usage error', () => {
  expect(() => parseSince(undefined, NOW)).toThrow(/--since is required/);
  expect(() => parseSince('yesterday', NOW)).toThrow(/neither an ISO date/);
  expect(() => parseSince('2026-13-45', NOW)).toThrow(/neither an ISO date/);
});
