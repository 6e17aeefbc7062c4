-- AlterTable
ALTER TABLE "teams" ADD COLUMN     "threat_protection" JSONB;

-- CreateTable
CREATE TABLE "audit_log" (
    "id" BIGSERIAL NOT NULL,
    "team_id" UUID NOT NULL,
    "api_key_id" UUID,
    "job_id" UUID,
    "username" TEXT NOT NULL,
    "endpoint" TEXT NOT NULL,
    "target" TEXT,
    "status" INTEGER NOT NULL,
    "credits" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "audit_log_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "audit_log_created_at_idx" ON "audit_log"("created_at");

-- CreateIndex
CREATE INDEX "audit_log_team_id_created_at_idx" ON "audit_log"("team_id", "created_at");
