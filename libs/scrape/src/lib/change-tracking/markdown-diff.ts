import type { ChangeTrackingResult } from '@wsa/contracts';
import { structuredPatch } from 'diff';
import { normalizeLine } from './noise';

type Diff = NonNullable<ChangeTrackingResult['diff']>;
type Change = Diff['json']['files'][number]['chunks'][number]['changes'][number];

const FROM = 'previous';
const TO = 'current';

/**
 * Unified git-style diff of two markdown versions, ignoring noise: lines are compared in their
 * normalised form (noise.ts) and written as the page has them. `json` follows parse-diff's shape
 * (compat.md): files > chunks > changes with type add/del/normal and line numbers.
 * Undefined when nothing but noise differs.
 */
export function markdownDiff(previous: string, current: string): Diff | undefined {
  const oldRaw = previous.split('\n');
  const newRaw = current.split('\n');
  // both end with a newline so a last line that only gained a successor is not "changed"
  const lines = (raw: string[]) => `${raw.map(normalizeLine).join('\n')}\n`;
  const patch = structuredPatch(FROM, TO, lines(oldRaw), lines(newRaw), '', '', { context: 3 });
  if (patch.hunks.length === 0) return undefined;
  const chunks = patch.hunks.map((hunk) => {
    const header = `@@ -${hunk.oldStart},${hunk.oldLines} +${hunk.newStart},${hunk.newLines} @@`;
    let oldLn = hunk.oldStart;
    let newLn = hunk.newStart;
    const changes: Change[] = [];
    for (const line of hunk.lines) {
      if (line.startsWith('\\')) continue; // "\ No newline at end of file"
      if (line.startsWith('-')) changes.push({ type: 'del', ln: oldLn, content: `-${oldRaw[(oldLn += 1) - 2]}` });
      else if (line.startsWith('+')) changes.push({ type: 'add', ln: newLn, content: `+${newRaw[(newLn += 1) - 2]}` });
      else {
        changes.push({ type: 'normal', normal: true, ln1: oldLn, ln2: newLn, content: ` ${newRaw[newLn - 1]}` });
        oldLn += 1;
        newLn += 1;
      }
    }
    return { content: header, changes };
  });
  const text = [`diff --git a/${FROM} b/${TO}`, `--- a/${FROM}`, `+++ b/${TO}`, ...chunks.flatMap((c) => [c.content, ...c.changes.map((x) => x.content)])].join('\n');
  return { text, json: { files: [{ from: FROM, to: TO, chunks }] } };
}
