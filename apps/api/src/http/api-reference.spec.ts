import { readFileSync } from 'fs';
import { join } from 'path';
import { apiReferenceFromRoutes } from './api-reference-document';
import { typeOf } from './api-reference';

// docs/api-reference.md is generated from the route declarations: it must say what is served.
it('docs/api-reference.md is up to date with the routes (else run: node scripts/api-reference.js)', () => {
  const checkedIn = readFileSync(join(__dirname, '..', '..', '..', '..', 'docs', 'api-reference.md'), 'utf8');
  const generated = apiReferenceFromRoutes();
  expect(generated).toContain('## POST /v2/support/docs-search');
  expect(checkedIn === generated ? 'up to date' : 'stale: run node scripts/api-reference.js').toBe('up to date');
});

it('writes one-line types with bounds, enums and unions', () => {
  expect(typeOf({ type: 'string', minLength: 1, maxLength: 8000 })).toBe('string (1..8000 chars)');
  expect(typeOf({ type: 'integer', minimum: 0, maximum: Number.MAX_SAFE_INTEGER })).toBe('integer (0..)');
  expect(typeOf({ enum: ['basic', 'auto'] })).toBe('"basic" | "auto"');
  expect(typeOf({ anyOf: [{ type: 'boolean' }, { type: 'object' }] })).toBe('boolean | object');
  expect(typeOf({ type: 'array', items: { type: 'string' } })).toBe('array of string');
  expect(typeOf({ type: 'array', items: { type: 'object', properties: { pathOrUrl: {}, reason: {} } } })).toBe('array of object {pathOrUrl, reason}');
});
