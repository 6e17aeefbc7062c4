import { ErrorBodySchema } from '@wsa/contracts';
import { z } from 'zod';
import type { ApiRoute } from './api-route';

type JsonSchema = Record<string, unknown>;

// Input shapes for request bodies (what a client sends), output shapes for answers.
const schemaOf = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;
  delete json.$schema;
  return json;
};

/** `/v2/scrape/:jobId` -> `/v2/scrape/{jobId}`. */
export function openApiPath(expressPath: string): string {
  return expressPath.replace(/:([A-Za-z]+)/g, '{$1}');
}

/**
 * The OpenAPI 3.1 document of the declared routes, generated from their zod schemas (no
 * hand-written copy): served at GET /v2/openapi.json, checked against the mounted routes in a test.
 */
export function openApiDocument(routes: readonly ApiRoute[], serverUrl: string): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  const errorBody = { content: { 'application/json': { schema: schemaOf(ErrorBodySchema, 'output') } } };
  for (const route of routes) {
    const path = openApiPath(route.path);
    const parameters: JsonSchema[] = [...route.path.matchAll(/:([A-Za-z]+)/g)].map((m) => ({
      name: m[1], in: 'path', required: true, schema: m[1] === 'jobId' ? { type: 'string', format: 'uuid' } : { type: 'string' },
    }));
    if (route.query) {
      const q = schemaOf(route.query, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
      for (const [name, schema] of Object.entries(q.properties ?? {})) parameters.push({ name, in: 'query', required: q.required?.includes(name) ?? false, schema });
    }
    const op: JsonSchema = {
      tags: [route.tag],
      summary: route.summary,
      operationId: `${route.method}${path.replace(/[{}]/g, '').replace(/(^|[/-])(\w)/g, (_m, _s, c: string) => c.toUpperCase())}`,
      parameters,
      responses: {
        [String(route.status ?? 200)]: route.response
          ? { description: 'Success', content: { 'application/json': { schema: schemaOf(route.response, 'output') } } }
          : { description: route.status && route.status >= 400 ? 'Not available on this server' : 'Success' },
        default: { description: 'Error', ...errorBody },
      },
    };
    if (route.access !== 'public') op.security = route.access === 'key' ? [{ bearer: [] }] : [{ bearer: [] }, {}];
    if (route.body) op.requestBody = { required: true, content: { 'application/json': { schema: schemaOf(route.body, 'input') } } };
    (paths[path] ??= {})[route.method] = op;
  }
  return {
    openapi: '3.1.0',
    info: { title: 'websearch-api', version: '2', description: 'Self-hostable web search and scrape API (v2 surface).' },
    servers: [{ url: serverUrl }],
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'API key (wsa-...)' } } },
    paths,
  };
}
