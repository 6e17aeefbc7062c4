-- Impact-ordered postings of the local index: for each lexeme of a page, a query-independent
-- BM25F term weight (its "impact"). The first stage of the local ranker reads the few hundred
-- highest-impact pages of each query lexeme from the (lexeme, impact) index instead of ranking
-- the head vector of every matching page, so its cost no longer grows with the index.
-- Kept by triggers on indexed_pages: any writer (upsert, bulk load, delete) keeps it in step.

CREATE TABLE "indexed_postings" (
    "page_id" BIGINT NOT NULL,
    "lexeme" TEXT NOT NULL,
    -- BM25F's saturated, field-weighted, length-normalised term frequency: tf / (k1 + tf), in [0, 1)
    "impact" REAL NOT NULL
);

-- The postings of one page. The field weights and b are the ranker's defaults (DEFAULT_BM25F:
-- title 3/0.5, headings 2/0.6, description and URL words 1.5/0.6, body 1/0.75, k1 1.2). The mean
-- field lengths are fixed reference values (typical web pages) rather than the live means, so a
-- stored impact never goes stale: it only orders a lexeme's pages, the rerank uses the live means.
-- Mean lengths (distinct lexemes per field) are about 6, 15, 20 and 400 on the generated pages
-- of bench/search. A lexeme whose impact is below 0.55 is not stored: a word met once in the body
-- of a page longer than about 200 lexemes, or twice in one longer than about 840, and nowhere else
-- (about 90 postings a page are kept of 400 lexemes). Such a page is never among a common word's
-- best, and a rarer word's query notices the missing pages (fewer postings than the word's page
-- count) and searches the GIN index instead.
CREATE FUNCTION "indexed_page_impacts"(v tsvector, title_len int, headings_len int, desc_len int, body_len int)
RETURNS TABLE (lexeme text, impact real) LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT s.lexeme, (s.tf / (1.2 + s.tf))::real
  FROM (
    -- one pass over the positions: each occurrence adds its field's weight over its length norm
    SELECT u.lexeme,
           sum(CASE w.f WHEN 'A' THEN 3.0 / greatest(0.5 + 0.5 * title_len / 6.0, 0.05)
                        WHEN 'B' THEN 2.0 / greatest(0.4 + 0.6 * headings_len / 15.0, 0.05)
                        WHEN 'C' THEN 1.5 / greatest(0.4 + 0.6 * desc_len / 20.0, 0.05)
                        ELSE 1.0 / greatest(0.25 + 0.75 * body_len / 400.0, 0.05) END) AS tf
    FROM unnest(v) u CROSS JOIN LATERAL unnest(u.weights) AS w(f)
    GROUP BY u.lexeme
  ) s
  WHERE s.tf / (1.2 + s.tf) >= 0.55
$$;

-- pages indexed before this migration (before the indexes: one build each instead of row-by-row inserts)
INSERT INTO "indexed_postings" ("page_id", "lexeme", "impact")
SELECT p.id, i.lexeme, i.impact
FROM "indexed_pages" p
CROSS JOIN LATERAL indexed_page_impacts(p.search_vector, p.title_length, p.headings_length, p.desc_length, p.body_length) i;

-- the write path (a page's postings replaced or deleted) and the identity of a posting
ALTER TABLE "indexed_postings" ADD CONSTRAINT "indexed_postings_pkey" PRIMARY KEY ("page_id", "lexeme");
-- the read path: one lexeme's pages, best first (page_id included, so index-only scans answer it)
CREATE INDEX "indexed_postings_lexeme_impact_idx" ON "indexed_postings"("lexeme", "impact" DESC) INCLUDE ("page_id");

-- The migration runner (Prisma's engine through the pg adapter) splits the script at every semicolon,
-- quoted or not: the PL/pgSQL bodies are E'' strings that write each statement's semicolon as \073.
CREATE FUNCTION "indexed_pages_postings_sync"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  IF TG_OP <> ''INSERT'' THEN
    DELETE FROM indexed_postings WHERE page_id = OLD.id\073
  END IF\073
  IF TG_OP <> ''DELETE'' THEN
    INSERT INTO indexed_postings (page_id, lexeme, impact)
    SELECT NEW.id, i.lexeme, i.impact
    FROM indexed_page_impacts(NEW.search_vector, NEW.title_length, NEW.headings_length, NEW.desc_length, NEW.body_length) i\073
  END IF\073
  RETURN NULL\073
END';

CREATE FUNCTION "indexed_pages_postings_truncate"() RETURNS trigger LANGUAGE plpgsql AS E'BEGIN TRUNCATE indexed_postings\073 RETURN NULL\073 END';

-- AFTER triggers: the generated search_vector is computed by then
CREATE TRIGGER "indexed_pages_postings_insert" AFTER INSERT ON "indexed_pages"
  FOR EACH ROW EXECUTE FUNCTION indexed_pages_postings_sync();
-- a re-scrape that changed nothing the postings depend on rewrites nothing
CREATE TRIGGER "indexed_pages_postings_update" AFTER UPDATE ON "indexed_pages"
  FOR EACH ROW WHEN (OLD.search_vector IS DISTINCT FROM NEW.search_vector OR OLD.title_length <> NEW.title_length
                     OR OLD.headings_length <> NEW.headings_length OR OLD.desc_length <> NEW.desc_length
                     OR OLD.body_length <> NEW.body_length OR OLD.id <> NEW.id)
  EXECUTE FUNCTION indexed_pages_postings_sync();
CREATE TRIGGER "indexed_pages_postings_delete" AFTER DELETE ON "indexed_pages"
  FOR EACH ROW EXECUTE FUNCTION indexed_pages_postings_sync();
CREATE TRIGGER "indexed_pages_postings_truncate" AFTER TRUNCATE ON "indexed_pages"
  FOR EACH STATEMENT EXECUTE FUNCTION indexed_pages_postings_truncate();

