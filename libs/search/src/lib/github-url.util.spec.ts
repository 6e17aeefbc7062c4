import { isGithubRepoItem } from './github-url.util';

describe('isGithubRepoItem', () => {
  it.each([
    'https://github.com/mendableai/firecrawl',
    'https://github.com/mendableai/firecrawl/',
    'https://www.github.com/nodejs/node/issues/123',
    'https://github.com/nodejs/node/pull/45678',
  ])('accepts the repository, issue or pull request %s', (url) => {
    expect(isGithubRepoItem(url)).toBe(true);
  });

  it.each([
    'https://github.com/',
    'https://github.com/nodejs',
    'https://github.com/topics/scraping',
    'https://github.com/nodejs/node/blob/main/README.md',
    'https://github.com/nodejs/node/issues',
    'https://gist.github.com/someone/abc',
    'https://gitlab.com/group/project',
    'not a url',
  ])('refuses %s', (url) => {
    expect(isGithubRepoItem(url)).toBe(false);
  });
});
