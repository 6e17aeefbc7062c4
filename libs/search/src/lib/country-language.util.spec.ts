import { countryOfLocation, languageForCountry, resolveLanguage } from './country-language.util';

describe('country and location to language', () => {
  it('maps ISO country codes case-insensitively', () => {
    expect(languageForCountry('US')).toBe('en-US');
    expect(languageForCountry('de')).toBe('de-DE');
    expect(languageForCountry('br')).toBe('pt-BR');
    expect(languageForCountry('zz')).toBeUndefined();
  });

  it('finds the country at the end of a place name, not in state abbreviations', () => {
    expect(countryOfLocation('Berlin, Germany')).toBe('de');
    expect(countryOfLocation('San Francisco, California, United States')).toBe('us');
    expect(countryOfLocation('Sacramento, CA')).toBeUndefined();
    expect(countryOfLocation('Chicago, IL')).toBeUndefined();
  });

  it('prefers a mapped location over the country code', () => {
    expect(resolveLanguage('Lyon, France', 'us')).toBe('fr-FR');
    expect(resolveLanguage('Springfield', 'gb')).toBe('en-GB');
    expect(resolveLanguage(undefined, undefined)).toBeUndefined();
  });
});
