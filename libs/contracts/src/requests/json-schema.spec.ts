import { compileJsonSchema } from './json-schema';

describe('compileJsonSchema', () => {
  it('validates values and names the failing paths', () => {
    const c = compileJsonSchema({ type: 'object', properties: { title: { type: 'string' }, n: { type: 'number' } }, required: ['title'] });
    if (!c.ok) throw new Error(c.message);
    expect(c.schema.check({ title: 'x', n: 1 })).toEqual({ ok: true });
    const bad = c.schema.check({ n: 'one' });
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.errors.join('\n')).toMatch(/title/);
  });

  it('reads draft-07 definitions as $defs', () => {
    const c = compileJsonSchema({ type: 'object', properties: { a: { $ref: '#/definitions/s' } }, definitions: { s: { type: 'string' } } });
    if (!c.ok) throw new Error(c.message);
    expect(c.schema.check({ a: 's' }).ok).toBe(true);
    expect(c.schema.check({ a: 1 }).ok).toBe(false);
  });

  it('refuses a schema it cannot read, with a message', () => {
    const c = compileJsonSchema({ type: 'nonsense' });
    expect(c.ok).toBe(false);
    expect(!c.ok && c.message).toMatch(/cannot be used/);
  });
});
