-- CreateTable
CREATE TABLE "developer_repositories" (
    "id" UUID NOT NULL,
    "full_name" TEXT NOT NULL,
    "html_url" TEXT,
    "description" TEXT,
    "stars" INTEGER NOT NULL DEFAULT 0,
    "language" TEXT,
    "topics" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "license_spdx" TEXT,
    "license_state" TEXT NOT NULL DEFAULT 'unknown',
    "archived" BOOLEAN NOT NULL DEFAULT false,
    "fork" BOOLEAN NOT NULL DEFAULT false,
    "refreshed_at" TIMESTAMPTZ(3),
    "last_error" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "developer_repositories_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "developer_doc_sources" (
    "id" TEXT NOT NULL,
    "base_url" TEXT NOT NULL,
    "refreshed_at" TIMESTAMPTZ(3),
    "last_error" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "developer_doc_sources_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "developer_documents" (
    "id" UUID NOT NULL,
    "type" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "repository_id" UUID,
    "source_id" TEXT,
    "url" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "number" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "developer_documents_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "developer_segments" (
    "id" BIGSERIAL NOT NULL,
    "document_id" UUID NOT NULL,
    "position" INTEGER NOT NULL,
    "title" TEXT NOT NULL,
    "heading" TEXT NOT NULL DEFAULT '',
    "text" TEXT NOT NULL,
    "citation_url" TEXT NOT NULL,
    -- title (A), heading (B), text (C): a hit in a title outranks one in a heading, then in the body
    "tsv" tsvector GENERATED ALWAYS AS (
      setweight(to_tsvector('english', coalesce("title", '')), 'A') ||
      setweight(to_tsvector('english', coalesce("heading", '')), 'B') ||
      setweight(to_tsvector('english', "text"), 'C')
    ) STORED,

    CONSTRAINT "developer_segments_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "developer_ingest_runs" (
    "id" UUID NOT NULL,
    "kind" TEXT NOT NULL,
    "target" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'running',
    "documents" INTEGER NOT NULL DEFAULT 0,
    "segments" INTEGER NOT NULL DEFAULT 0,
    "warnings" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "error" TEXT,
    "started_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finished_at" TIMESTAMPTZ(3),

    CONSTRAINT "developer_ingest_runs_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "developer_repositories_full_name_key" ON "developer_repositories"("full_name");

-- CreateIndex
CREATE UNIQUE INDEX "developer_documents_key_key" ON "developer_documents"("key");

-- CreateIndex
CREATE INDEX "developer_documents_repository_id_type_idx" ON "developer_documents"("repository_id", "type");

-- CreateIndex
CREATE INDEX "developer_documents_source_id_idx" ON "developer_documents"("source_id");

-- CreateIndex
CREATE UNIQUE INDEX "developer_segments_document_id_position_key" ON "developer_segments"("document_id", "position");

-- CreateIndex
CREATE INDEX "developer_ingest_runs_started_at_idx" ON "developer_ingest_runs"("started_at");


-- AddForeignKey
ALTER TABLE "developer_documents" ADD CONSTRAINT "developer_documents_repository_id_fkey" FOREIGN KEY ("repository_id") REFERENCES "developer_repositories"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "developer_documents" ADD CONSTRAINT "developer_documents_source_id_fkey" FOREIGN KEY ("source_id") REFERENCES "developer_doc_sources"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "developer_segments" ADD CONSTRAINT "developer_segments_document_id_fkey" FOREIGN KEY ("document_id") REFERENCES "developer_documents"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Full-text search over segments
CREATE INDEX "developer_segments_tsv_idx" ON "developer_segments" USING GIN ("tsv");

-- repos filter and add-repo match owner/name case-insensitively
CREATE UNIQUE INDEX "developer_repositories_full_name_lower_idx" ON "developer_repositories" (lower("full_name"));

