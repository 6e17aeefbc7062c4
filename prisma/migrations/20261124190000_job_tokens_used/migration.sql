-- model tokens used by a job (GET /v2/team/token-usage/historical)
ALTER TABLE "jobs" ADD COLUMN "tokens_used" INTEGER NOT NULL DEFAULT 0;
