-- Persistent browser profiles (scrape option `profile`): cookies and localStorage per team and name,
-- with one writer at a time (the job or session that will save it, until its lease ends).
CREATE TABLE "browser_profiles" (
    "team_id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "state" JSONB NOT NULL DEFAULT '{}',
    "writer" TEXT,
    "writer_until" TIMESTAMPTZ(3),
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "browser_profiles_pkey" PRIMARY KEY ("team_id", "name")
);
