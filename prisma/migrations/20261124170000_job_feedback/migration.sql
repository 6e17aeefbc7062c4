-- CreateTable
CREATE TABLE "job_feedback" (
    "id" UUID NOT NULL,
    "job_id" UUID NOT NULL,
    "team_id" UUID NOT NULL,
    "endpoint" TEXT NOT NULL,
    "rating" TEXT NOT NULL,
    "body" JSONB NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "job_feedback_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "job_feedback_job_id_key" ON "job_feedback"("job_id");

-- CreateIndex
CREATE INDEX "job_feedback_team_id_created_at_idx" ON "job_feedback"("team_id", "created_at");

-- AddForeignKey
ALTER TABLE "job_feedback" ADD CONSTRAINT "job_feedback_job_id_fkey" FOREIGN KEY ("job_id") REFERENCES "jobs"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "job_feedback" ADD CONSTRAINT "job_feedback_team_id_fkey" FOREIGN KEY ("team_id") REFERENCES "teams"("id") ON DELETE CASCADE ON UPDATE CASCADE;
