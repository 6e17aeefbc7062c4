import { ISO_COUNTRY_CODES, isIsoCountryCode } from './country-codes';

describe('ISO_COUNTRY_CODES', () => {
  it('holds the 249 assigned codes, unique and uppercase', () => {
    expect(ISO_COUNTRY_CODES).toHaveLength(249);
    expect(new Set(ISO_COUNTRY_CODES).size).toBe(249);
    for (const code of ISO_COUNTRY_CODES) expect(code).toMatch(/^[A-Z]{2}$/);
  });

  it('every code is a region ICU can name (catches typos in the list)', () => {
    const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
    for (const code of ISO_COUNTRY_CODES) expect(names.of(code)).toBeTruthy();
  });

  it('matches case-insensitively and rejects unassigned or reserved codes', () => {
    expect(isIsoCountryCode('us')).toBe(true);
    expect(isIsoCountryCode('De')).toBe(true);
    for (const bad of ['UK', 'EU', 'XX', 'ZZ', 'USA', '', 'U']) expect(isIsoCountryCode(bad)).toBe(false);
  });
});
