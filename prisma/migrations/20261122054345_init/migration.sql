-- CreateEnum
CREATE TYPE "job_kind" AS ENUM ('scrape', 'search', 'session');

-- CreateEnum
CREATE TYPE "job_status" AS ENUM ('queued', 'running', 'completed', 'failed', 'cancelled');

-- CreateEnum
CREATE TYPE "ledger_kind" AS ENUM ('grant', 'charge', 'refund', 'adjustment');

-- CreateTable
CREATE TABLE "teams" (
    "id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "plan" TEXT NOT NULL DEFAULT 'standard',
    "credit_balance" INTEGER NOT NULL DEFAULT 0,
    "enterprise" BOOLEAN NOT NULL DEFAULT false,
    "zero_data_retention" BOOLEAN NOT NULL DEFAULT false,
    "rate_limit_per_min" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "teams_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "api_keys" (
    "id" UUID NOT NULL,
    "team_id" UUID NOT NULL,
    "key_hash" TEXT NOT NULL,
    "key_prefix" TEXT NOT NULL,
    "name" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_used_at" TIMESTAMPTZ(3),
    "revoked_at" TIMESTAMPTZ(3),

    CONSTRAINT "api_keys_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "jobs" (
    "id" UUID NOT NULL,
    "team_id" UUID,
    "api_key_id" UUID,
    "kind" "job_kind" NOT NULL,
    "status" "job_status" NOT NULL DEFAULT 'queued',
    "target" TEXT NOT NULL,
    "options" JSONB NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "result_status_code" INTEGER,
    "result_title" TEXT,
    "result_count" INTEGER,
    "error_code" TEXT,
    "error_message" TEXT,
    "credits_used" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "started_at" TIMESTAMPTZ(3),
    "finished_at" TIMESTAMPTZ(3),
    "duration_ms" INTEGER,

    CONSTRAINT "jobs_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "job_results" (
    "job_id" UUID NOT NULL,
    "document" JSONB NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "job_results_pkey" PRIMARY KEY ("job_id")
);

-- CreateTable
CREATE TABLE "credit_ledger" (
    "id" BIGSERIAL NOT NULL,
    "team_id" UUID NOT NULL,
    "job_id" UUID,
    "kind" "ledger_kind" NOT NULL,
    "delta" INTEGER NOT NULL,
    "balance_after" INTEGER NOT NULL,
    "reason" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "credit_ledger_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "search_feedback" (
    "id" UUID NOT NULL,
    "job_id" UUID NOT NULL,
    "team_id" UUID NOT NULL,
    "rating" TEXT NOT NULL,
    "body" JSONB NOT NULL,
    "credits_refunded" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "search_feedback_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "scrape_cache" (
    "id" UUID NOT NULL,
    "cache_key" TEXT NOT NULL,
    "url" TEXT NOT NULL,
    "team_id" UUID,
    "status_code" INTEGER NOT NULL,
    "document" JSONB NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "scrape_cache_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "blobs" (
    "id" UUID NOT NULL,
    "team_id" UUID,
    "job_id" UUID,
    "content_type" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "data" BYTEA NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "blobs_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "teams_name_key" ON "teams"("name");

-- CreateIndex
CREATE UNIQUE INDEX "api_keys_key_hash_key" ON "api_keys"("key_hash");

-- CreateIndex
CREATE INDEX "api_keys_team_id_idx" ON "api_keys"("team_id");

-- CreateIndex
CREATE INDEX "jobs_team_id_created_at_idx" ON "jobs"("team_id", "created_at");

-- CreateIndex
CREATE INDEX "jobs_status_idx" ON "jobs"("status");

-- CreateIndex
CREATE INDEX "jobs_kind_created_at_idx" ON "jobs"("kind", "created_at");

-- CreateIndex
CREATE INDEX "credit_ledger_team_id_created_at_idx" ON "credit_ledger"("team_id", "created_at");

-- CreateIndex
CREATE INDEX "credit_ledger_job_id_idx" ON "credit_ledger"("job_id");

-- CreateIndex
CREATE INDEX "search_feedback_job_id_idx" ON "search_feedback"("job_id");

-- CreateIndex
CREATE INDEX "search_feedback_team_id_created_at_idx" ON "search_feedback"("team_id", "created_at");

-- CreateIndex
CREATE INDEX "scrape_cache_cache_key_created_at_idx" ON "scrape_cache"("cache_key", "created_at");

-- CreateIndex
CREATE INDEX "scrape_cache_created_at_idx" ON "scrape_cache"("created_at");

-- CreateIndex
CREATE INDEX "blobs_expires_at_idx" ON "blobs"("expires_at");

-- CreateIndex
CREATE INDEX "blobs_job_id_idx" ON "blobs"("job_id");

-- AddForeignKey
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_team_id_fkey" FOREIGN KEY ("team_id") REFERENCES "teams"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_team_id_fkey" FOREIGN KEY ("team_id") REFERENCES "teams"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "job_results" ADD CONSTRAINT "job_results_job_id_fkey" FOREIGN KEY ("job_id") REFERENCES "jobs"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_team_id_fkey" FOREIGN KEY ("team_id") REFERENCES "teams"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_job_id_fkey" FOREIGN KEY ("job_id") REFERENCES "jobs"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "search_feedback" ADD CONSTRAINT "search_feedback_job_id_fkey" FOREIGN KEY ("job_id") REFERENCES "jobs"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "search_feedback" ADD CONSTRAINT "search_feedback_team_id_fkey" FOREIGN KEY ("team_id") REFERENCES "teams"("id") ON DELETE CASCADE ON UPDATE CASCADE;
