-- The country an indexed page is for (lower-case ISO 3166-1 alpha-2), as the page says it: its own
-- hreflang, a country-code TLD, or the region of og:locale or of its language. NULL when unknown.
-- The local provider boosts pages of the request's country. It reads the column for its candidates
-- by primary key only, so no index. Pages indexed before this have NULL until they are re-scraped.
-- AlterTable
ALTER TABLE "indexed_pages" ADD COLUMN "country" TEXT;
