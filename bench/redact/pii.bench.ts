// Precision and recall per entity kind of the local PII detectors on labelled-set.json.
// Strict: the predicted span equals the labelled one; overlap: it overlaps a labelled span of the same kind.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PII_ENTITIES } from '@wsa/contracts';
import { detectPii, type PiiKind } from '@wsa/redact';

type Span = { kind: PiiKind; start: number; end: number };
type Sample = { text: string; entities: Span[] };

const samples = JSON.parse(readFileSync(join(process.cwd(), 'bench', 'redact', 'labelled-set.json'), 'utf8')) as Sample[];
const verbose = !!process.env.REDACT_BENCH_VERBOSE;

type Tally = { tp: number; fp: number; fn: number; tpOverlap: number; fpOverlap: number; fnOverlap: number };
const tally = new Map<PiiKind, Tally>(PII_ENTITIES.map((k) => [k, { tp: 0, fp: 0, fn: 0, tpOverlap: 0, fpOverlap: 0, fnOverlap: 0 }]));
const overlaps = (a: Span, b: Span) => a.kind === b.kind && a.start < b.end && b.start < a.end;
const same = (a: Span, b: Span) => a.kind === b.kind && a.start === b.start && a.end === b.end;

let ms = 0;
for (const s of samples) {
  const started = performance.now();
  const found = detectPii(s.text, { entities: [...PII_ENTITIES] });
  ms += performance.now() - started;
  for (const kind of PII_ENTITIES) {
    const t = tally.get(kind)!;
    const gold = s.entities.filter((e) => e.kind === kind);
    const pred = found.filter((e) => e.kind === kind);
    t.tp += pred.filter((p) => gold.some((g) => same(p, g))).length;
    t.fp += pred.filter((p) => !gold.some((g) => same(p, g))).length;
    t.fn += gold.filter((g) => !pred.some((p) => same(p, g))).length;
    t.tpOverlap += gold.filter((g) => pred.some((p) => overlaps(p, g))).length;
    t.fnOverlap += gold.filter((g) => !pred.some((p) => overlaps(p, g))).length;
    t.fpOverlap += pred.filter((p) => !gold.some((g) => overlaps(p, g))).length;
    if (verbose) {
      for (const p of pred.filter((x) => !gold.some((g) => same(x, g)))) console.log(`FP ${kind}: ${s.text.slice(p.start, p.end)}  | ${s.text}`);
      for (const g of gold.filter((x) => !pred.some((p) => same(p, x)))) console.log(`FN ${kind}: ${s.text.slice(g.start, g.end)}  | ${s.text}`);
    }
  }
}

const ratio = (a: number, b: number) => (b === 0 ? 'n/a' : (a / b).toFixed(3));
console.log(`${samples.length} texts, ${samples.reduce((n, s) => n + s.entities.length, 0)} labelled entities; ${(ms / samples.length).toFixed(2)} ms per text`);
console.log('kind       gold  strict P  strict R  overlap P  overlap R');
for (const [kind, t] of tally) {
  const gold = t.tp + t.fn;
  console.log(`${kind.padEnd(10)} ${String(gold).padStart(4)}  ${ratio(t.tp, t.tp + t.fp).padStart(8)}  ${ratio(t.tp, gold).padStart(8)}  ${ratio(t.tpOverlap, t.tpOverlap + t.fpOverlap).padStart(9)}  ${ratio(t.tpOverlap, gold).padStart(9)}`);
}
