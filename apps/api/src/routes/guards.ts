import type { RequestHandler } from 'express';

/** The per-route checks, built once in app.ts. */
export type Guards = { requireKey: RequestHandler; optionalKey: RequestHandler; rateLimit: RequestHandler };
