// Entry of the scrape worker's content threads (SCRAPE_CONTENT_THREADS): bundled beside main.js by
// scripts/build-app.js as content.thread.js; it loads only @wsa/content, not the worker's stack.
import { serveTransformThread } from '@wsa/content';

serveTransformThread();
