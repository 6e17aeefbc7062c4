/** What the caller's own words say: HTTP statuses, error codes and keywords in question, rationale and context. */
export type Signals = { text: string; statuses: number[]; codes: string[] };

export function readSignals(req: { question: string; rationale?: string; context?: Record<string, unknown> }): Signals {
  const context = req.context ? JSON.stringify(req.context) : '';
  const text = `${req.question}\n${req.rationale ?? ''}\n${context}`.slice(0, 20000);
  const statuses = [...text.matchAll(/\b([45]\d\d)\b/g)].map((m) => Number(m[1]));
  const codes = [...text.matchAll(/\b([A-Z][A-Z_]{5,}|support_agent_\w+)\b/g)].map((m) => m[1]);
  return { text: text.toLowerCase(), statuses: [...new Set(statuses)], codes: [...new Set(codes)] };
}
