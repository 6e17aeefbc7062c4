import { parseDuration } from './duration';

describe('parseDuration', () => {
  it('reads one number and one unit', () => {
    expect(parseDuration('90s')).toBe(90000);
    expect(parseDuration('10m')).toBe(600000);
    expect(parseDuration('2h')).toBe(7200000);
    expect(parseDuration('1.5d')).toBe(129600000);
    expect(parseDuration(' 5M ')).toBe(300000);
  });
  it('refuses anything else', () => {
    for (const bad of ['', '10', 'm', '10 minutes', '-1m', '1h30m']) expect(parseDuration(bad)).toBeNull();
  });
});
