import { isInWindow, parseTbs, parseUsDate } from './tbs.util';

const now = Date.UTC(2026, 7, 1, 12);
const HOUR = 3_600_000;

describe('parseTbs', () => {
  it('maps qdr:d/w/m/y to provider time ranges without a local window', () => {
    expect(parseTbs('qdr:d', now)).toEqual({ timeRange: 'day', sortByDate: false });
    expect(parseTbs('qdr:w', now).timeRange).toBe('week');
    expect(parseTbs('qdr:m', now).timeRange).toBe('month');
    expect(parseTbs('qdr:y', now).timeRange).toBe('year');
  });

  it('narrows qdr:h on our side (SearXNG has no hour range)', () => {
    expect(parseTbs('qdr:h', now)).toEqual({ timeRange: 'day', window: { from: now - HOUR }, sortByDate: false });
  });

  it('handles counted ranges with the covering provider range', () => {
    expect(parseTbs('qdr:d3', now)).toEqual({ timeRange: 'week', window: { from: now - 72 * HOUR }, sortByDate: false });
  });

  it('parses custom ranges inclusively and picks a covering range when recent', () => {
    const f = parseTbs('cdr:1,cd_min:07/20/2026,cd_max:07/25/2026', now);
    expect(f.window).toEqual({ from: Date.UTC(2026, 6, 20), to: Date.UTC(2026, 6, 26) - 1 });
    expect(f.timeRange).toBe('month');
    expect(parseTbs('cdr:1,cd_min:01/01/2020', now).timeRange).toBeUndefined();
  });

  it('combines sort-by-date with other parts', () => {
    expect(parseTbs('sbd:1,qdr:w', now)).toEqual({ timeRange: 'week', sortByDate: true });
    expect(parseTbs('qdr:m, sbd:1', now).sortByDate).toBe(true);
    expect(parseTbs('cdr:1,cd_max:12/31/2025,sbd:1', now)).toMatchObject({ sortByDate: true, window: { to: Date.UTC(2026, 0, 1) - 1 } });
  });

  it('ignores unknown or empty values', () => {
    expect(parseTbs(undefined, now)).toEqual({ sortByDate: false });
    expect(parseTbs('li:1,qdr:x', now)).toEqual({ sortByDate: false });
    expect(parseTbs('cdr:1,cd_min:13/45/2026', now)).toEqual({ sortByDate: false });
  });
});

describe('parseUsDate / isInWindow', () => {
  it('rejects impossible dates', () => {
    expect(parseUsDate('02/30/2026', false)).toBeUndefined();
    expect(parseUsDate('2/3/2026', false)).toBe(Date.UTC(2026, 1, 3));
  });

  it('fails undated results only when a window exists', () => {
    expect(isInWindow(undefined, undefined)).toBe(true);
    expect(isInWindow(undefined, { from: 0 })).toBe(false);
    expect(isInWindow(now, { from: now - HOUR, to: now })).toBe(true);
    expect(isInWindow(now - 2 * HOUR, { from: now - HOUR })).toBe(false);
  });
});
