import { z } from 'zod';

export const DEFAULT_MAX_BYTES = 25 * 1024 * 1024;
export const DEFAULT_MAX_REDIRECTS = 10;

/**
 * Options of fetchUrl. Parsed with zod on entry because they come from request bodies several
 * layers up; a bad value (negative timeout, non-http proxy) must fail loudly, not misbehave.
 */
export const FetchOptionsSchema = z.object({
  headers: z.record(z.string(), z.string()).optional(),
  timeoutMs: z.number().int().positive(),
  signal: z.instanceof(AbortSignal).optional(),
  skipTlsVerification: z.boolean(),
  maxBytes: z.number().int().positive().default(DEFAULT_MAX_BYTES),
  maxRedirects: z.number().int().min(0).default(DEFAULT_MAX_REDIRECTS),
  allowLocalTargets: z.boolean(),
  proxyUrl: z
    .string()
    .refine((u) => /^https?:\/\//i.test(u) && URL.canParse(u), 'proxyUrl must be an http(s) URL')
    .optional(),
  userAgent: z.string().min(1).optional(),
  acceptLanguage: z.string().min(1).optional(),
  /** Operator/test allowlist: these exact hosts may resolve to non-public addresses (redirect targets stay vetted). */
  allowedHosts: z.array(z.string().min(1)).optional(),
  /**
   * Asked before each redirect hop is requested (threat protection): a rejection stops the fetch
   * and reaches the caller unchanged, so the refused host is never contacted.
   */
  vetRedirect: z.custom<(url: string) => Promise<void>>((v) => typeof v === 'function').optional(),
});

export type FetchOptions = z.input<typeof FetchOptionsSchema>;
export type ParsedFetchOptions = z.output<typeof FetchOptionsSchema>;

export type FetchResult = {
  /** Final URL after redirects. */
  url: string;
  requestedUrl: string;
  /** Absolute target of each redirect followed, in order; the last one equals `url`. */
  redirects: string[];
  statusCode: number;
  headers: Record<string, string>;
  contentType?: string;
  /** Decompressed body. */
  body: Buffer;
  timings: { totalMs: number };
};
