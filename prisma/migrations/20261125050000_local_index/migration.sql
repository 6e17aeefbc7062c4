-- Local search index (the local search provider): every page this service scrapes, unless the
-- request or team keeps nothing (storeInCache:false, zero data retention).
-- CreateTable
CREATE TABLE "indexed_pages" (
    "id" BIGSERIAL NOT NULL,
    "url" TEXT NOT NULL,
    "domain" TEXT NOT NULL,
    "title" TEXT NOT NULL DEFAULT '',
    "description" TEXT NOT NULL DEFAULT '',
    "headings" TEXT NOT NULL DEFAULT '',
    "body" TEXT NOT NULL DEFAULT '',
    "url_words" TEXT NOT NULL DEFAULT '',
    "language" TEXT,
    "published_at" TIMESTAMPTZ(3),
    "scraped_at" TIMESTAMPTZ(3) NOT NULL,
    "is_article" BOOLEAN NOT NULL DEFAULT false,
    "title_length" INTEGER NOT NULL DEFAULT 0,
    "headings_length" INTEGER NOT NULL DEFAULT 0,
    "desc_length" INTEGER NOT NULL DEFAULT 0,
    "body_length" INTEGER NOT NULL DEFAULT 0,
    -- title (A) > headings (B) > description and URL words (C) > main text (D), and the ranker
    -- reads the weight label of each lexeme as its field (BM25F)
    "search_vector" tsvector GENERATED ALWAYS AS (
      setweight(to_tsvector('english', "title"), 'A') ||
      setweight(to_tsvector('english', "headings"), 'B') ||
      setweight(to_tsvector('english', "description" || ' ' || "url_words"), 'C') ||
      setweight(to_tsvector('english', "body"), 'D')
    ) STORED,
    -- the same fields with only the start of the body: small enough that the first stage can rank
    -- every matching page by it (the full vector is read only for the candidates it keeps)
    "head_vector" tsvector GENERATED ALWAYS AS (
      setweight(to_tsvector('english', "title"), 'A') ||
      setweight(to_tsvector('english', "headings"), 'B') ||
      setweight(to_tsvector('english', "description" || ' ' || "url_words"), 'C') ||
      setweight(to_tsvector('english', left("body", 2000)), 'D')
    ) STORED,

    CONSTRAINT "indexed_pages_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "indexed_images" (
    "id" BIGSERIAL NOT NULL,
    "page_id" BIGINT NOT NULL,
    "position" INTEGER NOT NULL,
    "src" TEXT NOT NULL,
    "alt" TEXT NOT NULL DEFAULT '',
    "width" INTEGER,
    "height" INTEGER,

    CONSTRAINT "indexed_images_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "indexed_pages_url_key" ON "indexed_pages"("url");
CREATE INDEX "indexed_pages_domain_idx" ON "indexed_pages"("domain");
CREATE INDEX "indexed_pages_published_at_idx" ON "indexed_pages"("published_at");
CREATE INDEX "indexed_pages_search_vector_idx" ON "indexed_pages" USING GIN ("search_vector");
CREATE UNIQUE INDEX "indexed_images_page_id_position_key" ON "indexed_images"("page_id", "position");

ALTER TABLE "indexed_images" ADD CONSTRAINT "indexed_images_page_id_fkey" FOREIGN KEY ("page_id") REFERENCES "indexed_pages"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- the ranker reads document frequencies of common lexemes from the statistics of this column:
-- a target of 1000 lists about 10000 lexemes
ALTER TABLE "indexed_pages" ALTER COLUMN "search_vector" SET STATISTICS 1000;

-- the head vector stays in the heap row (compressed) rather than in the TOAST table: the first
-- stage reads it for every matching page
ALTER TABLE "indexed_pages" ALTER COLUMN "head_vector" SET STORAGE MAIN;
