/** A small documentation site (Widgets docs) under /docs/, as HTML pages with a nav to strip. */
export type FixtureDocPage = { path: string; title: string; body: string };

export const FIXTURE_DOC_PAGES: FixtureDocPage[] = [
  {
    path: '/docs/',
    title: 'Widgets documentation',
    body: `<h1>Widgets documentation</h1>
<p>Widgets renders dashboards of charts in the browser. Start with the installation guide, then read about panels.</p>`,
  },
  {
    path: '/docs/install',
    title: 'Installation',
    body: `<h1>Installation</h1>
<p>Install the package from npm with <code>npm install widgets</code>. Node 20 or later is required.</p>
<h2>Configuring the renderer</h2>
<p>Set <code>renderer: "canvas"</code> to draw sparklines on a canvas instead of SVG; the canvas renderer keeps a pool of contexts and is faster for thousands of points.</p>`,
  },
  {
    path: '/docs/panels',
    title: 'Panels',
    body: `<h1>Panels</h1>
<p>A panel groups charts. Each panel has a title, a layout and a refresh interval.</p>
<h2>Refresh interval</h2>
<p>The <code>refreshEvery</code> option sets how often a panel polls its data source, in seconds. Panels that are off screen pause their refresh until scrolled into view.</p>`,
  },
  {
    path: '/docs/api/tooltips',
    title: 'Tooltip API',
    body: `<h1>Tooltip API</h1>
<p>Tooltips follow the pointer. Use <code>tooltip.format</code> to change how the hovered value is written, for example with a unit suffix like milliseconds.</p>`,
  },
];

/** In the sitemap, but the server answers 404 (a page removed since the sitemap was written). */
export const MISSING_DOC_PATH = '/docs/old-page';
