-- Research Index: papers a source calls similar to a paper, with its score (PubMed's similar
-- articles, elink cmd=neighbor_score on pubmed_pubmed), filled on the first /similar read of a
-- paper with a PMID and kept for later reads, like citations.
-- AlterTable
ALTER TABLE "research_papers" ADD COLUMN "similar_filled_at" TIMESTAMPTZ(3);

-- CreateTable
CREATE TABLE "research_paper_similar" (
    "paper_id" BIGINT NOT NULL,
    "similar_id" BIGINT NOT NULL,
    "score" DOUBLE PRECISION NOT NULL,
    "source" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "research_paper_similar_pkey" PRIMARY KEY ("paper_id","similar_id","source")
);

-- CreateIndex
CREATE INDEX "research_paper_similar_similar_id_idx" ON "research_paper_similar"("similar_id");

-- AddForeignKey
ALTER TABLE "research_paper_similar" ADD CONSTRAINT "research_paper_similar_paper_id_fkey" FOREIGN KEY ("paper_id") REFERENCES "research_papers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "research_paper_similar" ADD CONSTRAINT "research_paper_similar_similar_id_fkey" FOREIGN KEY ("similar_id") REFERENCES "research_papers"("id") ON DELETE CASCADE ON UPDATE CASCADE;
