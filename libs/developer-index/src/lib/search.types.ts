import type { DeveloperType } from '@wsa/contracts';

export type LicenseState = 'licensed' | 'known_absent' | 'unknown';
export type CoverageState = 'ok' | 'degraded' | 'unavailable' | 'skipped';

/** What the index is asked: the request's filters, already validated (libs/contracts). */
export type DeveloperQuery = {
  query: string;
  k: number;
  passages: number;
  types?: DeveloperType[];
  repos?: string[];
  sources?: string[];
  language?: string;
  topic?: string[];
  license?: string;
  min_stars?: number;
  max_stars?: number;
  archived?: boolean;
  fork?: boolean;
};

export type DeveloperPassage = { text: string; citation_url?: string };

export type DeveloperHit = {
  id: string;
  type: DeveloperType;
  url: string;
  title?: string;
  passages: DeveloperPassage[];
  license?: { state: LicenseState; spdx_id: string | null };
  /** owner/name for repository results */
  repo?: string;
  number?: number;
  /** segments of the document that matched the query */
  matchedSegments: number;
  score: number;
};

export type DeveloperSearchOutcome = {
  results: DeveloperHit[];
  repos?: { repo: string; indexed: boolean; types: { issue: boolean; pullRequest: boolean; readme: boolean } }[];
  sources?: { source: string; indexed: boolean }[];
  coverage: Record<DeveloperType, CoverageState>;
};
