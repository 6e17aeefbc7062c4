import { matchAll, type Detection } from '../detection';

// 13-19 digits, optionally grouped by spaces or dashes (4-4-4-4, 4-6-5 for Amex).
const CARD = /\b(?:\d[ -]?){12,18}\d\b/g;
// Issuer prefixes of the major networks (Visa, Mastercard, Amex, Discover, Diners, JCB, UnionPay, Maestro).
const CARD_ISSUER = /^(?:4|5[1-5]|2[2-7]|3[47]|6011|65|64[4-9]|3(?:0[0-5]|[68])|35|62|5[06-9]|6[37])/;
const IBAN = /\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]){11,30}\b/g;
// Routing and account numbers only next to their label: bare digit runs are too common to guess.
const ROUTING = /\b(?:routing|ABA|RTN|transit)(?: number| no\.?| #)?\s*[:#]?\s*(\d{9})\b/gi;
const ACCOUNT = /\b(?:account|acct|a\/c|kontonummer|konto)(?: number| no\.?| #)?\s*[:#]?\s*(\d[\d -]{5,18}\d)\b/gi;
const SORT_CODE = /\bsort code\s*[:#]?\s*(\d{2}-\d{2}-\d{2})\b/gi;

export function detectFinancial(text: string): Detection[] {
  return [
    ...matchAll(text, CARD, 'FINANCIAL', (m) => isCardNumber(m[0])),
    ...matchAll(text, IBAN, 'FINANCIAL', (m) => isIban(m[0])),
    ...matchAll(text, ROUTING, 'FINANCIAL', (m) => isAbaRouting(m[1]), 1),
    ...matchAll(text, ACCOUNT, 'FINANCIAL', () => true, 1),
    ...matchAll(text, SORT_CODE, 'FINANCIAL', () => true, 1),
  ];
}

export function isCardNumber(raw: string): boolean {
  const digits = raw.replace(/[ -]/g, '');
  return digits.length >= 13 && digits.length <= 19 && CARD_ISSUER.test(digits) && luhn(digits) && !/^(\d)\1+$/.test(digits);
}

export function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

/** ISO 13616: move the first four characters to the end, letters to numbers, mod 97 must be 1. */
export function isIban(raw: string): boolean {
  const iban = raw.replace(/ /g, '');
  if (iban.length < 15 || iban.length > 34) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let rest = 0;
  for (const ch of rearranged) {
    const value = /[A-Z]/.test(ch) ? String(ch.charCodeAt(0) - 55) : ch;
    for (const digit of value) rest = (rest * 10 + Number(digit)) % 97;
  }
  return rest === 1;
}

/** ABA routing number checksum: 3-7-1 weights, sum divisible by 10. */
export function isAbaRouting(digits: string): boolean {
  const w = [3, 7, 1, 3, 7, 1, 3, 7, 1];
  return digits.split('').reduce((sum, d, i) => sum + Number(d) * w[i], 0) % 10 === 0;
}
