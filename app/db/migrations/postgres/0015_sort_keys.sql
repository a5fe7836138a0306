-- Names sort as a French reader expects: "Élodie" with the E's, "Œuvre" with
-- OE, whatever the case. Each sorted name has a sort key beside it (lower-case,
-- accents removed, ligatures spelled out: app/db.SortKey), which the stores
-- write with the name and the lists order by, then by id, and which searches
-- look through (0016); existing rows get theirs from the same Go function
-- right after this file (app/db/migrate.go).
-- The keys compare byte by byte (COLLATE "C"), as on SQLite, whatever the
-- database's locale.
ALTER TABLE users ADD COLUMN sort_name TEXT COLLATE "C" NOT NULL DEFAULT '';
DROP INDEX users_full_name_idx;
CREATE INDEX users_sort_name_idx ON users (sort_name, id);

ALTER TABLE clients ADD COLUMN sort_name TEXT COLLATE "C" NOT NULL DEFAULT '';
DROP INDEX clients_name_idx;
CREATE INDEX clients_sort_name_idx ON clients (sort_name, id);

ALTER TABLE tasks ADD COLUMN sort_title TEXT COLLATE "C" NOT NULL DEFAULT '';
CREATE INDEX tasks_sort_title_idx ON tasks (is_deleted, sort_title, id);
