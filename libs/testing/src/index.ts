export * from './test-database';
export { startFixtureSite, PDF_TEXT, type FixtureSite } from './fixture-site/fixture-site';
export { CHARSET_TEXTS } from './fixture-site/charset-pages';
export { SAMPLE_JSON, SAMPLE_TEXT } from './fixture-site/fixture-routes';
export * from './self-signed-cert';
export { freePort, startStack, waitFor, type Stack } from './stack/service-stack';
export { startPagesServer, type PagesServer } from './stack/pages-server';
export { bundleReach } from './bundle/bundle-reach';
export { startInteractPages } from './stack/interact-pages';
