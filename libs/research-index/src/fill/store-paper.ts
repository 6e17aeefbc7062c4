import {
  addResearchPaperIds, deleteResearchPaper, findResearchIdOwners, insertResearchPaper, listResearchPaperAuthors, listResearchPaperIds, readResearchPaper,
  replaceResearchPaperAuthors, updateResearchPaper, type Db,
} from '@wsa/db';
import { mergeFields, pickMergeTarget } from '../lib/merge';
import { primaryIdOf, type ExternalNamespace } from '../lib/paper-ref';
import type { PaperRecord } from '../lib/paper-record';

function idPairs(ids: PaperRecord['ids']): { namespace: string; value: string }[] {
  return Object.entries(ids).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== '').map(([namespace, value]) => ({ namespace, value }));
}

function primaryOf(pairs: { namespace: string; value: string }[]): string {
  const byNs = Object.fromEntries(pairs.map((p) => [p.namespace, p.value])) as Partial<Record<ExternalNamespace, string>>;
  return primaryIdOf(byNs) ?? `${pairs[0]!.namespace}:${pairs[0]!.value}`;
}

/**
 * Stores a fetched paper, merged into the paper that already holds its DOI (then PMID, PMCID,
 * arXiv id) when there is one; returns the canonical id. Two fills storing the same new paper at
 * once (two requests, two workers) both insert; the one whose ids were taken first wins and the
 * other folds its row into the winner, so the index keeps one record.
 */
export async function storePaper(db: Db, rec: PaperRecord, retried = false): Promise<string> {
  const pairs = idPairs(rec.ids);
  if (pairs.length === 0) throw new Error('a paper needs at least one external id');
  const target = pickMergeTarget(rec.ids, await findResearchIdOwners(db, pairs));
  const authorsText = (a: PaperRecord['authors']) => a.map((x) => x.name).join(', ');
  if (!target) {
    const id = await insertResearchPaper(db, { ...rec, primaryId: primaryOf(pairs), authorsText: authorsText(rec.authors) });
    const added = await addResearchPaperIds(db, id, pairs);
    if (added < pairs.length && !retried) {
      // another fill stored this paper between our lookup and our insert: merge into it instead
      await deleteResearchPaper(db, id);
      return storePaper(db, rec, true);
    }
    await replaceResearchPaperAuthors(db, id, rec.authors);
    return id;
  }
  const row = (await readResearchPaper(db, target))!;
  const storedAuthors = await listResearchPaperAuthors(db, target);
  const stored = { title: row.title, abstract: row.abstract, authors: storedAuthors, categories: row.categories ?? [], publishedDate: row.published_date, updatedDate: row.updated_date };
  const merged = mergeFields(stored, rec);
  await addResearchPaperIds(db, target, pairs);
  const allIds = (await listResearchPaperIds(db, [target])).map((r) => ({ namespace: r.namespace, value: r.value }));
  await updateResearchPaper(db, target, { ...merged, primaryId: primaryOf(allIds), authorsText: authorsText(merged.authors), source: row.source });
  if (merged.authors !== storedAuthors) await replaceResearchPaperAuthors(db, target, merged.authors);
  return target;
}
