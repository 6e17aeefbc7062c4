-- Research Index: papers, their external ids, authors, citations, full-text passages, ingest runs.

CREATE TABLE "research_papers" (
    "id" BIGSERIAL NOT NULL,
    "primary_id" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "abstract" TEXT NOT NULL DEFAULT '',
    "authors_text" TEXT NOT NULL DEFAULT '',
    "categories" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "published_date" DATE,
    "updated_date" DATE,
    "source" TEXT NOT NULL,
    "full_text_status" TEXT NOT NULL DEFAULT 'unknown',
    "citers_filled_at" TIMESTAMPTZ(3),
    "references_filled_at" TIMESTAMPTZ(3),
    -- fielded boosts: title A, authors B, abstract C (ts_rank_cd weights them 1.0 / 0.4 / 0.2)
    "search_vector" tsvector GENERATED ALWAYS AS (
        setweight(to_tsvector('english', coalesce("title", '')), 'A') ||
        setweight(to_tsvector('simple', coalesce("authors_text", '')), 'B') ||
        setweight(to_tsvector('english', coalesce("abstract", '')), 'C')
    ) STORED,
    -- the title alone: on a large index the papers whose title matches are ranked first-hand
    "title_vector" tsvector GENERATED ALWAYS AS (to_tsvector('english', coalesce("title", ''))) STORED,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "research_papers_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "research_papers_published_date_idx" ON "research_papers"("published_date");
CREATE INDEX "research_papers_search_vector_idx" ON "research_papers" USING GIN ("search_vector");
CREATE INDEX "research_papers_title_vector_idx" ON "research_papers" USING GIN ("title_vector");
CREATE INDEX "research_papers_categories_idx" ON "research_papers" USING GIN ("categories");

CREATE TABLE "research_paper_ids" (
    "namespace" TEXT NOT NULL,
    "value" TEXT NOT NULL,
    "paper_id" BIGINT NOT NULL,

    CONSTRAINT "research_paper_ids_pkey" PRIMARY KEY ("namespace", "value")
);
CREATE INDEX "research_paper_ids_paper_id_idx" ON "research_paper_ids"("paper_id");
ALTER TABLE "research_paper_ids" ADD CONSTRAINT "research_paper_ids_paper_id_fkey" FOREIGN KEY ("paper_id") REFERENCES "research_papers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "research_paper_authors" (
    "paper_id" BIGINT NOT NULL,
    "position" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "affiliation" TEXT,

    CONSTRAINT "research_paper_authors_pkey" PRIMARY KEY ("paper_id", "position")
);
ALTER TABLE "research_paper_authors" ADD CONSTRAINT "research_paper_authors_paper_id_fkey" FOREIGN KEY ("paper_id") REFERENCES "research_papers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "research_citations" (
    "citing_id" BIGINT NOT NULL,
    "cited_id" BIGINT NOT NULL,

    CONSTRAINT "research_citations_pkey" PRIMARY KEY ("citing_id", "cited_id")
);
CREATE INDEX "research_citations_cited_id_idx" ON "research_citations"("cited_id");
ALTER TABLE "research_citations" ADD CONSTRAINT "research_citations_citing_id_fkey" FOREIGN KEY ("citing_id") REFERENCES "research_papers"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "research_citations" ADD CONSTRAINT "research_citations_cited_id_fkey" FOREIGN KEY ("cited_id") REFERENCES "research_papers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "research_passages" (
    "id" BIGSERIAL NOT NULL,
    "paper_id" BIGINT NOT NULL,
    "section" TEXT NOT NULL DEFAULT '',
    "position" INTEGER NOT NULL,
    "text" TEXT NOT NULL,
    "search_vector" tsvector GENERATED ALWAYS AS (
        setweight(to_tsvector('english', coalesce("section", '')), 'B') || setweight(to_tsvector('english', "text"), 'D')
    ) STORED,

    CONSTRAINT "research_passages_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "research_passages_paper_id_position_idx" ON "research_passages"("paper_id", "position");
ALTER TABLE "research_passages" ADD CONSTRAINT "research_passages_paper_id_fkey" FOREIGN KEY ("paper_id") REFERENCES "research_papers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "research_ingest_runs" (
    "id" UUID NOT NULL,
    "source" TEXT NOT NULL,
    "query" TEXT NOT NULL DEFAULT '',
    "from_date" TEXT,
    "to_date" TEXT,
    "max_papers" INTEGER NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'queued',
    "fetched" INTEGER NOT NULL DEFAULT 0,
    "stored" INTEGER NOT NULL DEFAULT 0,
    "failures" INTEGER NOT NULL DEFAULT 0,
    "last_error" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "started_at" TIMESTAMPTZ(3),
    "finished_at" TIMESTAMPTZ(3),

    CONSTRAINT "research_ingest_runs_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "research_ingest_runs_created_at_idx" ON "research_ingest_runs"("created_at");
