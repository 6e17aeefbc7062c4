import { apiRoutes, type AppDeps } from '../app';
import { apiReferenceMarkdown } from './api-reference';
import { openApiDocument } from './openapi-document';

/** The server URL the checked-in reference names (the default PORT). */
const REFERENCE_SERVER = 'http://localhost:3002';

/** docs/api-reference.md as the current route declarations generate it. */
export function apiReferenceFromRoutes(): string {
  // only the declarations are read (paths, schemas, summaries): handlers never run, so the
  // connections in AppDeps are not needed; the two values read while declaring are given
  const deps = { config: { feedback: {}, teamMaxConcurrency: 0 } } as unknown as AppDeps;
  return apiReferenceMarkdown(openApiDocument(apiRoutes(deps), REFERENCE_SERVER) as Parameters<typeof apiReferenceMarkdown>[0]);
}
