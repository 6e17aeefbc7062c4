// Spacing scale: the base unit most paddings and margins are multiples of, and the corner radius
// buttons and fields share.

const UNITS = [12, 10, 8, 6, 5, 4];

/** Largest unit of which at least 60% of the values are (near) multiples; undefined with too few values. */
export function baseUnit(values: readonly number[]): number | undefined {
  const px = values.map((v) => Math.round(v)).filter((v) => v > 0);
  if (px.length < 5) return undefined;
  return UNITS.find((u) => px.filter((v) => v % u === 0).length / px.length >= 0.6);
}

/** The most used non-zero radius (ties: the first seen), "0px" when every corner is square. */
export function commonRadius(radii: readonly string[]): string | undefined {
  if (radii.length === 0) return undefined;
  const counts = new Map<string, number>();
  for (const r of radii) if (parseFloat(r) > 0) counts.set(r, (counts.get(r) ?? 0) + 1);
  let best: [string, number] | undefined;
  for (const entry of counts) if (!best || entry[1] > best[1]) best = entry;
  return best?.[0] ?? '0px';
}
