-- The data table's employees (spec §3 "Demo employee record"), sample data
-- the seed writes. Salaries in integer cents (euros), start dates YYYY-MM-DD,
-- status 1 to 5 (current, professional, rejected, resigned, applied).
-- The sort keys (app/db.SortKey) order names, posts and cities the French
-- way (e-mail addresses are written lower-case); each sortable column has an index ending with the id, the tie-break of
-- every order. search is what the table's filter looks through, written by
-- app/employees on every insert: the name, the post, the e-mail, the age, the
-- salary and the start date in the forms people type, folded (lower-case, no
-- accents), one per line; a trigram full-text index serves it.
CREATE TABLE employees (
    id           INTEGER PRIMARY KEY AUTOINCREMENT,
    avatar       TEXT NOT NULL DEFAULT '',
    full_name    TEXT NOT NULL,
    post         TEXT NOT NULL,
    email        TEXT NOT NULL,
    city         TEXT NOT NULL,
    start_date   TEXT NOT NULL,
    salary_cents BIGINT NOT NULL,
    age          INTEGER NOT NULL,
    experience   INTEGER NOT NULL,
    status       INTEGER NOT NULL CHECK (status BETWEEN 1 AND 5),
    sort_name    TEXT NOT NULL,
    sort_post    TEXT NOT NULL,
    sort_city    TEXT NOT NULL,
    search       TEXT NOT NULL
);
CREATE INDEX employees_name_idx ON employees (sort_name, id);
CREATE INDEX employees_post_idx ON employees (sort_post, id);
CREATE INDEX employees_email_idx ON employees (email, id);
CREATE INDEX employees_city_idx ON employees (sort_city, id);
CREATE INDEX employees_start_idx ON employees (start_date, id);
CREATE INDEX employees_salary_idx ON employees (salary_cents, id);
CREATE INDEX employees_age_idx ON employees (age, id);
CREATE INDEX employees_experience_idx ON employees (experience, id);
CREATE INDEX employees_status_idx ON employees (status, id);

CREATE VIRTUAL TABLE employees_fts USING fts5(search, content='', contentless_delete=1, tokenize='trigram remove_diacritics 1');
CREATE TRIGGER employees_fts_ai AFTER INSERT ON employees BEGIN
    INSERT INTO employees_fts (rowid, search) VALUES (new.id, new.search);
END;
CREATE TRIGGER employees_fts_ad AFTER DELETE ON employees BEGIN
    DELETE FROM employees_fts WHERE rowid = old.id;
END;
CREATE TRIGGER employees_fts_au AFTER UPDATE OF search ON employees BEGIN
    DELETE FROM employees_fts WHERE rowid = old.id;
    INSERT INTO employees_fts (rowid, search) VALUES (new.id, new.search);
END;

-- Answers about the table are kept under its version (app/cache).
INSERT INTO list_versions (name, v) VALUES ('employees', 0);
CREATE TRIGGER employees_version_ai AFTER INSERT ON employees BEGIN
    UPDATE list_versions SET v = v + 1 WHERE name = 'employees';
END;
CREATE TRIGGER employees_version_ad AFTER DELETE ON employees BEGIN
    UPDATE list_versions SET v = v + 1 WHERE name = 'employees';
END;
CREATE TRIGGER employees_version_au AFTER UPDATE ON employees BEGIN
    UPDATE list_versions SET v = v + 1 WHERE name = 'employees';
END;

-- Which columns of a table each person shows: one row per column they chose
-- to show or hide; a column without a row shows as the table's default.
CREATE TABLE table_columns (
    user_id    INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    table_name TEXT NOT NULL,
    column_key TEXT NOT NULL,
    visible    BOOLEAN NOT NULL,
    PRIMARY KEY (user_id, table_name, column_key)
);
