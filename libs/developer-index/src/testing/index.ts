export { startGithubStandIn, type GithubStandIn, type GithubStandInOptions } from './github-stand-in.server';
export { FIXTURE_REPOS, WIDGETS_README, type FixtureRepo } from './github-fixtures';
