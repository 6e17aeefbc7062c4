-- CreateTable
CREATE TABLE "change_tracking_snapshots" (
    "id" UUID NOT NULL,
    "team_id" UUID NOT NULL,
    "url" TEXT NOT NULL,
    "tag" TEXT NOT NULL DEFAULT '',
    "status_code" INTEGER NOT NULL,
    "markdown" TEXT NOT NULL,
    "job_id" UUID,
    "scraped_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "change_tracking_snapshots_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "change_tracking_snapshots_team_id_url_tag_scraped_at_idx" ON "change_tracking_snapshots"("team_id", "url", "tag", "scraped_at" DESC);
