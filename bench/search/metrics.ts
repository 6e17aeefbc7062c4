// Ranking metrics over graded judgments (trec_eval's definitions).

/** Average precision of a ranking (relevant = grade >= 1), over every relevant page judged. */
export function averagePrecision(ranked: string[], grades: Record<string, number>): number {
  const relevant = Object.values(grades).filter((g) => g > 0).length;
  if (relevant === 0) return 0;
  let hits = 0;
  let sum = 0;
  ranked.forEach((id, i) => {
    if ((grades[id] ?? 0) > 0) {
      hits++;
      sum += hits / (i + 1);
    }
  });
  return sum / relevant;
}

/** nDCG@k with gain 2^grade - 1 and log2(rank + 1) discount. */
export function ndcgAt(ranked: string[], grades: Record<string, number>, k: number): number {
  const dcg = (gs: number[]) => gs.slice(0, k).reduce((acc, g, i) => acc + (2 ** g - 1) / Math.log2(i + 2), 0);
  const ideal = dcg(Object.values(grades).sort((a, b) => b - a));
  return ideal === 0 ? 0 : dcg(ranked.map((id) => grades[id] ?? 0)) / ideal;
}

export function mean(xs: number[]): number {
  return xs.length === 0 ? 0 : xs.reduce((a, b) => a + b, 0) / xs.length;
}
