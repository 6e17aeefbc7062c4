/**
 * Readiness of an OpenAI-compatible endpoint (the embedded engine): it answers GET /models.
 * A separate entry (`@wsa/llm-engine/probe`) so the gateway checks the engine without importing it.
 */
export async function pingModelEndpoint(baseUrl: string, timeoutMs = 2000): Promise<boolean> {
  try {
    const res = await fetch(`${baseUrl.replace(/\/+$/, '')}/models`, { signal: AbortSignal.timeout(timeoutMs) });
    await res.arrayBuffer();
    return res.ok;
  } catch {
    return false;
  }
}
