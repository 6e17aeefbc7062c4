import { matchAll, type Detection } from '../detection';

// Local part and domain per RFC 5322's common subset; the TLD must be letters (not "1.2.3").
const EMAIL = /[A-Za-z0-9._%+-]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,24}\b/g;

export function detectEmails(text: string): Detection[] {
  return matchAll(text, EMAIL, 'EMAIL', (m) => !/^\.|\.\.|\.@/.test(m[0]));
}
