-- Search highlights read a result's page text from the cache by URL (whatever options stored it).
-- A hash index: URLs can be longer than a btree entry allows.
CREATE INDEX "scrape_cache_url_idx" ON "scrape_cache" USING HASH ("url");
