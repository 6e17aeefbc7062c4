import { toGrammarSchema } from './json-schema-grammar';

describe('toGrammarSchema', () => {
  it('maps anyOf to oneOf and definitions/$ref to $defs', () => {
    expect(toGrammarSchema({ definitions: { a: { type: 'string' } }, anyOf: [{ $ref: '#/definitions/a' }, { type: 'null' }] }))
      .toEqual({ $defs: { a: { type: 'string' } }, oneOf: [{ $ref: '#/$defs/a' }, { type: 'null' }] });
  });

  it('drops what the grammar cannot enforce, never adding a constraint', () => {
    expect(toGrammarSchema({ type: 'object', title: 'T', properties: { n: { type: 'number', minimum: 3 }, s: { type: 'string', pattern: '^a', format: 'email' } }, required: ['n'] }))
      .toEqual({ type: 'object', properties: { n: { type: 'number' }, s: { type: 'string' } }, required: ['n'] });
  });

  it('splits a type list holding object or array into one schema per type', () => {
    expect(toGrammarSchema({ type: ['object', 'null'], properties: { a: { type: 'string' } }, required: ['a'], description: 'd' }))
      .toEqual({ description: 'd', oneOf: [{ type: 'object', properties: { a: { type: 'string' } }, required: ['a'] }, { type: 'null' }] });
    expect(toGrammarSchema({ type: ['string', 'null'], maxLength: 3 })).toEqual({ type: ['string', 'null'], maxLength: 3 });
  });

  it('reads an empty schema, true, or a schema without a type as any JSON value', () => {
    for (const s of [{}, true, { description: 'anything' }]) expect(toGrammarSchema(s)).toHaveProperty('oneOf');
    expect(toGrammarSchema({ properties: { a: { type: 'boolean' } } })).toEqual({ type: 'object', properties: { a: { type: 'boolean' } } });
  });

  it('turns draft-07 tuple items into prefixItems', () => {
    expect(toGrammarSchema({ type: 'array', items: [{ type: 'string' }, { type: 'integer' }] })).toEqual({ type: 'array', prefixItems: [{ type: 'string' }, { type: 'integer' }] });
  });
});
