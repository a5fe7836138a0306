-- The product's files (app/files), content-addressed and shared by every
-- instance: a file is a row of files named by the SHA-256 of its bytes, its
-- content the rows of file_chunks in order. An upload writes its chunks under a
-- staging key ('upload-…', complete = FALSE) as it reads them, then renames
-- them to the hash in one transaction; staged rows older than a day are swept.
CREATE TABLE files (
    file_key   TEXT PRIMARY KEY,            -- SHA-256 in hex, or the staging key
    size       BIGINT NOT NULL,
    chunk_size INTEGER NOT NULL,
    complete   BOOLEAN NOT NULL,
    created_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX files_staged_idx ON files (created_at) WHERE NOT complete;

CREATE TABLE file_chunks (
    file_key TEXT NOT NULL REFERENCES files (file_key) ON DELETE CASCADE,
    position INTEGER NOT NULL,              -- 0, 1, 2…: byte offset / chunk_size
    data     BYTEA NOT NULL,
    PRIMARY KEY (file_key, position)
);
-- Chunks are already compressed or incompressible more often than not.
ALTER TABLE file_chunks ALTER COLUMN data SET STORAGE EXTERNAL;
