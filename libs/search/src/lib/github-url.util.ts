// First path segments of github.com that are site pages, not an owner (a user or an organisation).
const NOT_OWNERS = new Set([
  'about', 'apps', 'collections', 'contact', 'customer-stories', 'enterprise', 'events', 'explore', 'features',
  'login', 'marketplace', 'new', 'notifications', 'orgs', 'organizations', 'pricing', 'readme', 'search', 'security',
  'settings', 'signup', 'site', 'sponsors', 'team', 'topics', 'trending',
]);

/**
 * Whether a URL is what the `github` search category returns: a repository's home page, one of its
 * issues or one of its pull requests on github.com (`/owner/repo`, `/owner/repo/issues/N`,
 * `/owner/repo/pull/N`). Site pages, gists, code views and listings are not.
 */
export function isGithubRepoItem(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (!/^(www\.)?github\.com$/i.test(parsed.hostname)) return false;
  const parts = parsed.pathname.split('/').filter(Boolean);
  if (parts.length < 2 || NOT_OWNERS.has(parts[0].toLowerCase())) return false;
  if (parts.length === 2) return true;
  return parts.length === 4 && (parts[2] === 'issues' || parts[2] === 'pull') && /^\d+$/.test(parts[3]);
}
