-- DropIndex
DROP INDEX "search_feedback_job_id_idx";

-- CreateIndex
CREATE UNIQUE INDEX "search_feedback_job_id_key" ON "search_feedback"("job_id");

