import { findPhoneNumbersInText, type CountryCode } from 'libphonenumber-js';
import type { Detection } from '../detection';

/**
 * Phone numbers through libphonenumber-js: international numbers (+44 ...) anywhere, national ones
 * in the default country's format. Only numbers the library finds valid for their country count,
 * so order numbers and dates are not phones.
 */
export function detectPhones(text: string, defaultCountry: CountryCode = 'US'): Detection[] {
  return findPhoneNumbersInText(text, { defaultCountry })
    .filter((found) => found.number.isValid())
    .map((found) => ({ kind: 'PHONE' as const, start: found.startsAt, end: found.endsAt }));
}
