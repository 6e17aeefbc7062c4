import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'http';
import type { AddressInfo } from 'net';
import { FIXTURE_REPOS, type FixtureRepo } from './github-fixtures';

export type GithubStandInOptions = {
  repos?: FixtureRepo[];
  /** items per page whatever per_page asks (small, so paging is exercised); default 2 */
  pageSize?: number;
  /**
   * Answer the first request whose path matches with a rate limit: `primary` is 403 with
   * `x-ratelimit-remaining: 0` and a reset 1 s ahead, `secondary` is 429 with `retry-after: 1`.
   */
  rateLimit?: { path: RegExp; kind: 'primary' | 'secondary' };
};

export type GithubStandIn = { url: string; requests: { path: string; authorization?: string }[]; close(): Promise<void> };

/**
 * A local GitHub REST API over fixture repositories, in GitHub's JSON shapes and headers: `Link`
 * paging, `x-ratelimit-*`, 404 with GitHub's error body, base64 README. Records every request.
 */
export async function startGithubStandIn(opts: GithubStandInOptions = {}): Promise<GithubStandIn> {
  const repos = opts.repos ?? FIXTURE_REPOS;
  const pageSize = opts.pageSize ?? 2;
  const requests: GithubStandIn['requests'] = [];
  let limitPending = opts.rateLimit;
  let base = '';

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', base);
    requests.push({ path: `${url.pathname}${url.search}`, authorization: req.headers.authorization });
    const headers: Record<string, string> = {
      'content-type': 'application/json; charset=utf-8', 'x-ratelimit-limit': '60', 'x-ratelimit-remaining': '59',
      'x-ratelimit-reset': String(Math.floor(Date.now() / 1000) + 3600),
    };
    if (limitPending && limitPending.path.test(url.pathname)) {
      const kind = limitPending.kind;
      limitPending = undefined;
      if (kind === 'primary') {
        res.writeHead(403, { ...headers, 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(Math.ceil(Date.now() / 1000) + 1) });
      } else {
        res.writeHead(429, { ...headers, 'retry-after': '1' });
      }
      res.end(JSON.stringify({ message: 'API rate limit exceeded for 127.0.0.1.', documentation_url: 'https://docs.github.com/rest/overview/resources-in-the-rest-api#rate-limiting' }));
      return;
    }
    const send = (status: number, body: unknown, extra: Record<string, string> = {}) => {
      res.writeHead(status, { ...headers, ...extra });
      res.end(JSON.stringify(body));
    };
    const notFound = () => send(404, { message: 'Not Found', documentation_url: 'https://docs.github.com/rest' });
    const m = /^\/repos\/([^/]+)\/([^/]+)(\/.*)?$/.exec(url.pathname);
    const repo = m && repos.find((r) => r.full_name.toLowerCase() === `${m[1]}/${m[2]}`.toLowerCase());
    if (!m || !repo) return notFound();
    const html = `https://github.com/${repo.full_name}`;
    const rest = m[3] ?? '';
    const page = (items: unknown[]) => {
      const n = Math.max(1, Number(url.searchParams.get('page') ?? '1'));
      const last = Math.max(1, Math.ceil(items.length / pageSize));
      const link: string[] = [];
      const at = (p: number) => { const u = new URL(url); u.searchParams.set('page', String(p)); return `<${u}>`; };
      if (n < last) link.push(`${at(n + 1)}; rel="next"`, `${at(last)}; rel="last"`);
      if (n > 1) link.push(`${at(1)}; rel="first"`, `${at(n - 1)}; rel="prev"`);
      send(200, items.slice((n - 1) * pageSize, n * pageSize), link.length ? { link: link.join(', ') } : {});
    };
    if (rest === '') {
      return send(200, {
        id: 1, name: repo.full_name.split('/')[1], full_name: repo.full_name, html_url: html, description: repo.description, fork: repo.fork,
        stargazers_count: repo.stargazers_count, watchers_count: repo.stargazers_count, language: repo.language, topics: repo.topics,
        license: repo.license && { ...repo.license, name: repo.license.spdx_id, url: null, node_id: 'L' }, archived: repo.archived, default_branch: 'main',
      });
    }
    if (rest === '/readme') {
      if (repo.readme === null) return notFound();
      return send(200, {
        name: 'README.md', path: 'README.md', type: 'file', encoding: 'base64',
        content: Buffer.from(repo.readme).toString('base64').replace(/(.{60})/g, '$1\n'), html_url: `${html}/blob/main/README.md`,
      });
    }
    if (rest === '/issues') {
      return page(repo.issues.map((i) => ({
        ...i, ...('number' in i ? { html_url: `${html}/${'pull_request' in i ? 'pull' : 'issues'}/${i.number}` } : {}), state: 'open', user: { login: 'reporter' },
      })));
    }
    if (rest === '/pulls') {
      return page(repo.pulls.map((p) => ({ ...p, html_url: `${html}/pull/${p.number}`, state: 'closed', user: { login: 'author' } })));
    }
    const c = /^\/issues\/(\d+)\/comments$/.exec(rest);
    if (c) {
      const number = Number(c[1]);
      const kind = repo.pulls.some((p) => p.number === number) ? 'pull' : 'issues';
      return page((repo.comments[number] ?? []).map((cm) => ({ ...cm, html_url: `${html}/${kind}/${number}#issuecomment-${cm.id}` })));
    }
    return notFound();
  };

  const server: Server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    requests,
    close: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}
