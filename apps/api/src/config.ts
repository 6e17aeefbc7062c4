import { embeddingSettings, llmSettings } from '@wsa/llm/client';
import { commonConfig, parseEnv } from '@wsa/config';
import { envSpec } from './env';
import { parseTrustProxy } from './http/trust-proxy';

// The dashboard can remove and retry any job: a guessable token would hand that to anyone.
const MIN_ADMIN_TOKEN_LENGTH = 16;

function adminToken(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (value.length < MIN_ADMIN_TOKEN_LENGTH) throw new Error(`ADMIN_TOKEN must be at least ${MIN_ADMIN_TOKEN_LENGTH} characters (e.g. openssl rand -hex 24)`);
  return value;
}

/** The only place the gateway reads process.env. */
export function loadConfig(env: Record<string, string | undefined> = process.env) {
  const e = parseEnv(envSpec, env);
  return Object.freeze({
    env: e.NODE_ENV,
    ...commonConfig(e),
    /** the model endpoint; null = model features answer 400 FEATURE_NOT_AVAILABLE */
    llm: llmSettings(e),
    /** the embedding endpoint (the research rerank); may be set while llm is null (the engine's sentence encoder) */
    embedding: embeddingSettings(e),
    http: Object.freeze({ port: e.PORT, host: e.HOST, publicUrl: e.PUBLIC_URL, bodyLimitBytes: e.BODY_LIMIT_BYTES }),
    blobSigningSecret: e.BLOB_SIGNING_SECRET,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    adminToken: adminToken(e.ADMIN_TOKEN),
    rateLimits: Object.freeze({ anonymousPerMin: e.RATE_LIMIT_ANON_PER_MIN, keyPerMin: e.RATE_LIMIT_KEY_PER_MIN }),
    jobWaitGraceMs: e.JOB_WAIT_GRACE_MS,
    llmEngineUrl: e.LLM_ENGINE_URL,
    teamMaxConcurrency: e.TEAM_MAX_CONCURRENCY,
    research: Object.freeze({ fillBudgetMs: e.RESEARCH_FILL_BUDGET_MS, minLocalHits: e.RESEARCH_MIN_LOCAL_HITS, hydeBudgetMs: e.RESEARCH_HYDE_BUDGET_MS }),
    // a session worker's own open budget is SESSION_OPEN_TIMEOUT_SECONDS (60 s by default)
    interact: Object.freeze({ openTimeoutMs: 65_000, graceMs: e.JOB_WAIT_GRACE_MS }),
    feedback: Object.freeze({ refundWindowMs: e.FEEDBACK_REFUND_WINDOW_SECONDS * 1000, dailyRefundCap: e.FEEDBACK_DAILY_REFUND_CAP }),
    /** the parsed variables, for the start-up log (describeEnv masks secrets) */
    raw: e,
  });
}
export type ApiConfig = ReturnType<typeof loadConfig>;
