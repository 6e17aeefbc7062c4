const UUID = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/i;

/** The job the caller asks about: `jobId`, else the first UUID in `context` (any depth), else in the question. */
export function findJobId(req: { jobId?: string; context?: Record<string, unknown>; question: string }): string | undefined {
  if (req.jobId) return req.jobId.toLowerCase();
  const inContext = req.context ? firstUuid(req.context, 0) : undefined;
  return (inContext ?? UUID.exec(req.question)?.[0])?.toLowerCase();
}

function firstUuid(value: unknown, depth: number): string | undefined {
  if (depth > 6) return undefined;
  if (typeof value === 'string') return UUID.exec(value)?.[0];
  if (Array.isArray(value)) {
    for (const v of value) { const f = firstUuid(v, depth + 1); if (f) return f; }
    return undefined;
  }
  if (value && typeof value === 'object') {
    // keys that name a job first: {"scrapeId": ...} beats an unrelated UUID earlier in the object
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => Number(/id$/i.test(b)) - Number(/id$/i.test(a)));
    for (const [, v] of entries) { const f = firstUuid(v, depth + 1); if (f) return f; }
  }
  return undefined;
}
