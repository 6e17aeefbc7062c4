import type { Collected } from './page-collector.util';
import { describeFailures, mergeWebStreams, toImageResults, toNewsResults } from './result-groups.util';
import type { StreamPlan } from './search-plan.util';
import type { SearchResults } from './search.types';

export type StreamOutcome = { stream: StreamPlan; collected: Collected };

/**
 * The API groups from a provider's collected streams, the same for every provider: web streams
 * merged across categories, news and images mapped, empty groups left out, and warnings for a
 * group that came back empty because its engines failed, for a deadline hit while paging, and any
 * the provider adds (`extraWarnings` first).
 */
export function assembleResults(outcomes: StreamOutcome[], limit: number, now: number, extraWarnings: string[] = []): SearchResults {
  const results: SearchResults = {};
  const warnings = [...extraWarnings];
  const web = outcomes.filter((o) => o.stream.group === 'web');
  if (web.length > 0) {
    results.web = mergeWebStreams(web.map((o) => ({ category: o.stream.category, items: o.collected.items })), limit);
  }
  for (const o of outcomes) {
    if (o.stream.group === 'news') results.news = toNewsResults(o.collected.items, now);
    if (o.stream.group === 'images') results.images = toImageResults(o.collected.items);
  }
  for (const group of ['web', 'news', 'images'] as const) {
    const mine = outcomes.filter((o) => o.stream.group === group);
    const failures = mine.flatMap((o) => o.collected.failures);
    if (mine.length > 0 && (results[group]?.length ?? 0) === 0 && failures.length > 0) warnings.push(describeFailures(group, failures));
    if (results[group]?.length === 0) delete results[group];
  }
  if (outcomes.some((o) => o.collected.timedOut)) warnings.push('The search timed out while paging; fewer results than requested may be returned.');
  if (warnings.length > 0) results.warning = warnings.join(' ');
  return results;
}
