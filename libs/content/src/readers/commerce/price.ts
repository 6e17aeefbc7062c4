import type { Price } from '@wsa/contracts';

const SYMBOLS: Record<string, string> = { '$': 'USD', 'US$': 'USD', '€': 'EUR', '£': 'GBP', '¥': 'JPY', '₹': 'INR', '₩': 'KRW', 'CHF': 'CHF', 'kr': 'SEK', 'zł': 'PLN', 'R$': 'BRL', 'A$': 'AUD', 'C$': 'CAD', '₽': 'RUB', '₺': 'TRY' };
const CODE = /\b([A-Z]{3})\b/;
const AMOUNT = /\d{1,3}(?:[.,\s\u00a0\u202f']\d{3})*(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?/;

/**
 * A price written on a page ("$1,299.00", "1.299,00 €", "CHF 12.-", "19,99") -> amount, currency
 * (ISO code when a symbol or code is present, else the fallback) and the text as written.
 */
export function parsePrice(raw: string, fallbackCurrency?: string): Price | undefined {
  const formatted = raw.replace(/\s+/g, ' ').trim();
  const match = AMOUNT.exec(formatted);
  if (!match) return undefined;
  const amount = parseAmount(match[0]);
  if (amount === undefined) return undefined;
  const currency = currencyOf(formatted) ?? fallbackCurrency;
  return { amount, ...(currency ? { currency } : {}), formatted };
}

/** A machine value ("19.99", 19.99, "1299") with a currency code -> Price; formatted in en-US. */
export function priceFromValue(value: unknown, currency?: string): Price | undefined {
  const amount = typeof value === 'number' ? value : typeof value === 'string' ? machineAmount(value.trim()) : undefined;
  if (amount === undefined || !Number.isFinite(amount)) return undefined;
  const code = currency?.trim().toUpperCase() || undefined;
  return { amount, ...(code ? { currency: code } : {}), ...(code ? { formatted: formatPrice(amount, code) } : {}) };
}

/** schema.org prices use a dot for decimals ("1299.000" is 1299); anything else is read as written text. */
function machineAmount(value: string): number | undefined {
  return /^-?\d+(?:\.\d+)?$/.test(value) ? Number(value) : parseAmount(value);
}

function formatPrice(amount: number, currency: string): string | undefined {
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amount);
  } catch {
    return undefined;
  }
}

function currencyOf(text: string): string | undefined {
  const code = CODE.exec(text)?.[1];
  if (code && code !== 'VAT') return code;
  const symbols = Object.keys(SYMBOLS).sort((a, b) => b.length - a.length);
  const symbol = symbols.find((s) => text.includes(s));
  return symbol ? SYMBOLS[symbol] : undefined;
}

/** "1.299,00" -> 1299, "1,299.00" -> 1299, "12,5" -> 12.5, "1 299" -> 1299. */
function parseAmount(raw: string): number | undefined {
  const s = raw.replace(/[\s\u00a0\u202f']/g, '');
  if (!/\d/.test(s)) return undefined;
  const lastSep = Math.max(s.lastIndexOf('.'), s.lastIndexOf(','));
  let normalized: string;
  if (lastSep === -1) normalized = s;
  else {
    const decimals = s.length - lastSep - 1;
    // a separator followed by exactly three digits is a thousands separator ("1.299", "12,000")
    const isDecimal = decimals !== 3;
    normalized = isDecimal ? `${s.slice(0, lastSep).replace(/[.,]/g, '')}.${s.slice(lastSep + 1)}` : s.replace(/[.,]/g, '');
  }
  const n = Number(normalized);
  return Number.isFinite(n) ? n : undefined;
}
