-- Paper ranking reads the search_vector of every candidate (up to ~500 a query on a large index).
-- Stored the default way (EXTENDED), the vector of a real abstract (~2 KB compressed) went out of
-- line to the TOAST table: each candidate cost a TOAST index probe and chunk reads on top of its
-- heap row. MAIN keeps it compressed inside the heap row the candidate scan has already read.
-- The abstract, read only for the k answers, is the one column left to move out of line: the other
-- short columns are MAIN too, since with a 2 KB vector inline the row stays over the TOAST target
-- and PostgreSQL would otherwise move every EXTENDED column out, each its own TOAST read (the
-- categories and authors filters read them for every candidate, the answer its title).
-- Rows take the new layout when they are next written. An existing large index gets it at once
-- with VACUUM FULL research_papers (a table rewrite, see bench/indexes/README.md).
ALTER TABLE "research_papers"
    ALTER COLUMN "search_vector" SET STORAGE MAIN,
    ALTER COLUMN "title_vector" SET STORAGE MAIN,
    ALTER COLUMN "title" SET STORAGE MAIN,
    ALTER COLUMN "primary_id" SET STORAGE MAIN,
    ALTER COLUMN "authors_text" SET STORAGE MAIN,
    ALTER COLUMN "categories" SET STORAGE MAIN,
    ALTER COLUMN "source" SET STORAGE MAIN,
    ALTER COLUMN "full_text_status" SET STORAGE MAIN;
