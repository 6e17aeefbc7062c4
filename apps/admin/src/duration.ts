const UNITS_MS: Record<string, number> = { s: 1000, m: 60000, h: 3600000, d: 86400000 };

/** `90s`, `10m`, `2h`, `1d` (one number, one unit) to milliseconds; null when it is not one. */
export function parseDuration(text: string): number | null {
  const match = /^(\d+(?:\.\d+)?)\s*([smhd])$/i.exec(text.trim());
  if (!match) return null;
  return Math.round(Number(match[1]) * UNITS_MS[match[2].toLowerCase()]);
}
