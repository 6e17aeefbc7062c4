import { resolveLocation } from './resolve-location';
import { COUNTRY_GEO } from './country-geo.data';

describe('resolveLocation', () => {
  it('maps a country to its main timezone, capital and language', () => {
    expect(resolveLocation({ country: 'DE' })).toEqual({ timezone: 'Europe/Berlin', latitude: 52.52, longitude: 13.405, languages: ['de-DE', 'de'] });
    expect(resolveLocation({ country: 'us' })).toMatchObject({ timezone: 'America/New_York', latitude: 38.9072, languages: ['en-US', 'en'] });
    expect(resolveLocation({ country: 'AU' }).timezone).toBe('Australia/Sydney');
    expect(resolveLocation({ country: 'RU' }).timezone).toBe('Europe/Moscow');
  });
  it('keeps requested languages in order', () => {
    expect(resolveLocation({ country: 'JP', languages: ['fr-CA', 'fr'] })).toMatchObject({ timezone: 'Asia/Tokyo', languages: ['fr-CA', 'fr'] });
  });
  it('covers every ISO country with a valid IANA zone and coordinates', () => {
    expect(Object.keys(COUNTRY_GEO).length).toBeGreaterThan(240);
    for (const [tz, lat, lon] of Object.values(COUNTRY_GEO)) {
      expect(() => new Intl.DateTimeFormat('en', { timeZone: tz })).not.toThrow();
      expect(Math.abs(lat)).toBeLessThanOrEqual(90);
      expect(Math.abs(lon)).toBeLessThanOrEqual(180);
    }
  });
  it('falls back to US for an unknown code', () => {
    expect(resolveLocation({ country: 'ZZ' }).timezone).toBe('America/New_York');
  });
});
