import type { StreamPlan } from '../lib/search-plan.util';

/** SearXNG category per stream: research -> science, developer -> it, pdf is a general search with `filetype:pdf`. */
export function searxngCategory(stream: StreamPlan): string {
  if (stream.group !== 'web') return stream.group;
  if (stream.category === 'research') return 'science';
  if (stream.category === 'developer') return 'it';
  return 'general';
}

/** Query parameters of one `/search` page request (wire contract: shared/reference/searxng.md). */
export function buildSearxngParams(stream: StreamPlan, pageno: number): URLSearchParams {
  const params = new URLSearchParams({
    q: stream.text,
    format: 'json',
    categories: searxngCategory(stream),
    pageno: String(pageno),
    // Omitted `safe` means no filtering (spec 4.1), so 0 rather than the instance default.
    safesearch: stream.safe ? '2' : '0',
  });
  if (stream.language) params.set('language', stream.language);
  if (stream.timeRange) params.set('time_range', stream.timeRange);
  return params;
}
