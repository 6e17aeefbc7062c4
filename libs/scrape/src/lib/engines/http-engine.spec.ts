import { acceptLanguage } from './http-engine';

test('location.languages become an Accept-Language header in preference order', () => {
  expect(acceptLanguage(['de-DE', 'en'])).toBe('de-DE,en;q=0.9');
  expect(acceptLanguage(['fr'])).toBe('fr');
  expect(acceptLanguage(undefined)).toBeUndefined();
  expect(acceptLanguage([])).toBeUndefined();
});
