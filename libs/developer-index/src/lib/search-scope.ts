import { DEVELOPER_TYPES, REPO_FILTER_KEYS, REPOSITORY_TYPES, type DeveloperType } from '@wsa/contracts';
import type { DeveloperQuery } from './search.types';

/**
 * Which kinds of result a query may return. Repository filters leave out documentation pages
 * unless `sources` names some; `sources` alone leaves out repository results (the caller asked
 * for those sites). The contract already refused filters that match no requested type.
 */
export function searchScope(q: DeveloperQuery): { types: DeveloperType[]; repoResults: boolean; docResults: boolean } {
  const requested = q.types ?? [...DEVELOPER_TYPES];
  const repoFilters = REPO_FILTER_KEYS.some((key) => q[key] !== undefined);
  const sources = q.sources !== undefined;
  const repoResults = requested.some((t) => REPOSITORY_TYPES.includes(t)) && (repoFilters || !sources);
  const docResults = requested.includes('doc') && (sources || !repoFilters);
  const types = requested.filter((t) => (t === 'doc' ? docResults : repoResults));
  return { types, repoResults, docResults };
}
