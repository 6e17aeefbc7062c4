// Two small repositories in GitHub's REST shapes (the fields real answers carry, trimmed).

type Issue = { number: number; title: string; body: string | null; pull_request?: object; comments: number };
type Pull = { number: number; title: string; body: string | null; merged_at: string | null };
type Comment = { id: number; body: string; user: { login: string } };

export type FixtureRepo = {
  full_name: string; description: string; stargazers_count: number; language: string; topics: string[];
  license: { key: string; spdx_id: string } | null; archived: boolean; fork: boolean;
  readme: string | null; issues: (Issue | Record<string, unknown>)[]; pulls: Pull[]; comments: Record<number, Comment[]>;
};

export const WIDGETS_README = `# Widgets

Widgets renders dashboards from YAML.

## Installation

Run \`npm install widgets\` and import \`createWidget\`.

## Configuring the cache

Set \`cacheTtl\` in widgets.yaml to keep rendered panels for that many seconds. A value of 0 disables the panel cache entirely.
`;

export const FIXTURE_REPOS: FixtureRepo[] = [
  {
    full_name: 'acme/widgets', description: 'Dashboards from YAML', stargazers_count: 1500, language: 'TypeScript', topics: ['dashboard', 'yaml'],
    license: { key: 'mit', spdx_id: 'MIT' }, archived: false, fork: false, readme: WIDGETS_README,
    issues: [
      { number: 12, title: 'Memory leak when rendering sparkline panels', body: 'Rendering a sparkline panel every second grows the heap without bound.\n\n### Steps\n\nOpen the demo dashboard and wait ten minutes.', comments: 2 },
      { number: 11, title: 'Support TOML configuration', body: 'Could widgets read widgets.toml besides YAML?', comments: 0 },
      { number: 10, title: 'Add sparkline colours', body: 'Implements colours for sparkline panels.', comments: 0, pull_request: { url: 'x' } },
      // malformed: no number (GitHub never sends this; the ingest must skip it, not fail)
      { title: 'broken entry', body: 'no number here', comments: 0 },
      { number: 9, title: 'Dark theme contrast', body: 'Labels are hard to read in the dark theme.', comments: 0 },
    ],
    pulls: [
      { number: 10, title: 'Add sparkline colours', body: 'Implements colours for sparkline panels, configurable per series.', merged_at: '2026-10-01T10:00:00Z' },
      { number: 8, title: 'Fix the sparkline memory leak by reusing canvases', body: 'Fixes #12: canvases are pooled instead of created on every frame.', merged_at: '2026-10-05T10:00:00Z' },
      { number: 7, title: 'Experimental WebGL renderer', body: 'Closed without merging.', merged_at: null },
    ],
    comments: {
      12: [
        { id: 9001, body: 'Confirmed on 2.3.1: the heap grows about 4 MB a minute with the sparkline panel.', user: { login: 'maria' } },
        { id: 9002, body: 'Fixed by #8, which pools the canvases.', user: { login: 'lee' } },
      ],
      8: [{ id: 9003, body: 'Verified the canvas pool keeps the heap flat over an hour.', user: { login: 'maria' } }],
    },
  },
  {
    full_name: 'acme/gadgets', description: 'Gadget server', stargazers_count: 40, language: 'Go', topics: ['server'],
    license: null, archived: true, fork: false, readme: '# Gadgets\n\nA gadget server written in Go. Sparkline rendering is not supported.\n',
    issues: [{ number: 3, title: 'Crash on startup with empty config', body: 'The gadget server panics when the config file is empty.', comments: 0 }],
    pulls: [],
    comments: {},
  },
];
