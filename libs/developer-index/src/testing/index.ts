export { startGithubStandIn, type GithubStandIn, type GithubStandInOptions } from './github-stand-in.server';
export { FIXTURE_REPOS, WIDGETS_README, type FixtureRepo } from './github-fixtures';
export { startDocsSiteStandIn, type DocsSiteStandIn } from './docs-site-stand-in.server';
export { FIXTURE_DOC_PAGES, MISSING_DOC_PATH, type FixtureDocPage } from './docs-site-fixtures';
