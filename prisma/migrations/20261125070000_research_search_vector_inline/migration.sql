-- Paper ranking reads the search_vector of every candidate (up to ~500 a query on a large index).
-- Stored the default way (EXTENDED), the vector of a real abstract (~2 KB compressed) went out of
-- line to the TOAST table: each candidate cost a TOAST index probe and chunk reads on top of its
-- heap row. MAIN keeps it compressed inside the heap row the candidate scan has already read (the
-- abstract, read only for the k answers, is moved out of line instead). Rows take the new layout
-- when they are next written, and an existing large index gets it at once with
-- VACUUM FULL research_papers (a table rewrite, see bench/indexes/README.md).
ALTER TABLE "research_papers" ALTER COLUMN "search_vector" SET STORAGE MAIN;
