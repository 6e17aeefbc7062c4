/** Scores a hostname 0 (safe) to 100 (known bad). Throws (or times out) when it cannot tell. */
export type RiskProvider = {
  name: string;
  score(host: string, signal?: AbortSignal): Promise<number>;
};
