-- On SQLite the product's files (app/files) stay on disk under
-- DATA_DIR/files, named by their SHA-256; the database keeps no copy of them.
-- This migration keeps the numbering in step with PostgreSQL, where 0011
-- creates the files and file_chunks tables.
SELECT 1;
