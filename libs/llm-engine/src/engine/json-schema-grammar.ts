// node-llama-cpp turns a JSON schema into a grammar, but understands a subset of JSON Schema
// (type, properties, required, additionalProperties, items, prefixItems, min/maxItems,
// min/maxLength, enum, const, oneOf, $defs/$ref, date formats). Callers send more: anyOf,
// `definitions`, numeric bounds, patterns, titles. This maps what has an equivalent and drops
// what it cannot enforce (refusing the request instead would push clients to a weaker JSON mode
// for every later request); an answer may then miss a dropped constraint such as `minimum`, so
// the caller still validates it against its full schema (libs/llm does, with a repair round).

type Json = Record<string, unknown>;

const KEEP = new Set(['type', 'properties', 'required', 'additionalProperties', 'items', 'prefixItems', 'minItems', 'maxItems',
  'minLength', 'maxLength', 'enum', 'const', 'oneOf', '$defs', '$ref', 'format', 'description', 'minProperties', 'maxProperties']);
const FORMATS = new Set(['date-time', 'time', 'date']);
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

export function toGrammarSchema(schema: unknown): Json {
  if (schema === true || (isObject(schema) && Object.keys(schema).length === 0)) return anyJson();
  if (!isObject(schema)) throw new Error('a JSON schema must be an object');
  const out: Json = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'anyOf' || key === 'oneOf') out.oneOf = (value as unknown[]).map(toGrammarSchema);
    else if (key === 'definitions' || key === '$defs') out.$defs = mapValues(value, toGrammarSchema);
    else if (key === '$ref') out.$ref = String(value).replace('#/definitions/', '#/$defs/');
    else if (key === 'properties') out.properties = mapValues(value, toGrammarSchema);
    else if (key === 'items') out.items = Array.isArray(value) ? undefined : toGrammarSchema(value);
    else if (key === 'prefixItems') out.prefixItems = (value as unknown[]).map(toGrammarSchema);
    else if (key === 'additionalProperties') out.additionalProperties = typeof value === 'boolean' ? value : toGrammarSchema(value);
    else if (key === 'format') { if (FORMATS.has(String(value))) out.format = value; }
    else if (KEEP.has(key)) out[key] = value;
  }
  if (Array.isArray(schema.items)) out.prefixItems = schema.items.map(toGrammarSchema); // draft-07 tuples
  if (out.items === undefined) delete out.items;
  // a bare {required} or {description} without type: any JSON value
  if (!('type' in out) && !('oneOf' in out) && !('enum' in out) && !('const' in out) && !('$ref' in out) && !('properties' in out)) return { ...anyJson(), ...(out.$defs ? { $defs: out.$defs } : {}) };
  if (!('type' in out) && 'properties' in out) out.type = 'object';
  return splitTypes(out);
}

const FOR_TYPE: Record<string, string[]> = {
  object: ['properties', 'required', 'additionalProperties', 'minProperties', 'maxProperties'],
  array: ['items', 'prefixItems', 'minItems', 'maxItems'],
  string: ['minLength', 'maxLength', 'format'],
};

/** `type: ["object", "null"]`: node-llama-cpp takes type lists of scalar types only, so a list
 * holding object or array becomes a oneOf of one schema per type, each with its own keywords. */
function splitTypes(s: Json): Json {
  if (!Array.isArray(s.type) || !s.type.some((t) => t === 'object' || t === 'array')) return s;
  const shared = Object.fromEntries(Object.entries(s).filter(([k]) => !['type', ...Object.values(FOR_TYPE).flat()].includes(k)));
  const variants = (s.type as string[]).map((t) => {
    const own = Object.fromEntries((FOR_TYPE[t] ?? []).filter((k) => k in s).map((k) => [k, s[k]]));
    return { type: t, ...own };
  });
  const { $defs, ...rest } = shared;
  return { ...rest, oneOf: variants, ...($defs ? { $defs } : {}) };
}

function mapValues(value: unknown, f: (v: unknown) => Json): Json {
  if (!isObject(value)) return {};
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, f(v)]));
}

function anyJson(): Json {
  return { oneOf: [{ type: ['string', 'number', 'boolean', 'null'] }, { type: 'object', additionalProperties: true }, { type: 'array' }] };
}
