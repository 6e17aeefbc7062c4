import { z } from 'zod';
import { isIsoCountryCode } from './country-codes';
import { boundedText, TEXT_LIMITS } from './text-limits';

/**
 * Keys every request body may carry besides its own fields: the official JS client adds
 * `origin: "js-sdk@<version>"` to every POST, and integrations label themselves with `integration`.
 */
export const clientMetaShape = {
  origin: boundedText('origin', TEXT_LIMITS.clientLabel).optional(),
  integration: boundedText('integration', TEXT_LIMITS.clientLabel).nullable().optional(),
};

export const INVALID_COUNTRY_MESSAGE = 'Invalid country code. Use a valid ISO 3166-1 alpha-2 country code.';

/** ISO 3166-1 alpha-2 code, validated case-insensitively, output uppercase ("us" -> "US"). */
export const CountryCodeSchema = z
  .string()
  .refine(isIsoCountryCode, { message: INVALID_COUNTRY_MESSAGE })
  .transform((code) => code.toUpperCase());

/** UUID-shaped id (any version); our job ids are v4 but clients may echo any UUID. */
export const UuidSchema = z.guid();

const HOSTNAME_PATTERN = /^(?=.{1,253}$)(?:[\p{L}\p{N}_](?:[\p{L}\p{N}_-]{0,61}[\p{L}\p{N}_])?)(?:\.[\p{L}\p{N}_](?:[\p{L}\p{N}_-]{0,61}[\p{L}\p{N}_])?)*$/u;

export const INVALID_DOMAIN_MESSAGE = 'Domain must be a valid hostname without protocol or path';

/** A bare hostname (no scheme, port or path), trimmed and lowercased before the check. */
export const HostnameSchema = z
  .string()
  .transform((value) => value.trim().toLowerCase())
  .refine((value) => HOSTNAME_PATTERN.test(value), { message: INVALID_DOMAIN_MESSAGE });

/**
 * Accepts `"x"` as shorthand for `{ type: "x" }` (formats, sources, categories, parsers);
 * anything else passes through unchanged for the object schema to judge.
 */
export function typeShorthand(value: unknown): unknown {
  return typeof value === 'string' ? { type: value } : value;
}
