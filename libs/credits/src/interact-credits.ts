/** "interact": 2 credits per started minute of a browser session, 7 when a prompt drove it. */
export function interactCredits(sessionDurationMs: number, usedPrompt = false): number {
  if (!Number.isFinite(sessionDurationMs) || sessionDurationMs < 0) throw new Error('sessionDurationMs must be a non-negative number');
  const minutes = Math.max(1, Math.ceil(sessionDurationMs / 60_000));
  return minutes * (usedPrompt ? 7 : 2);
}
