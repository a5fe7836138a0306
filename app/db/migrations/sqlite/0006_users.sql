-- The user list: each user's company, country, contact, plan and status; the
-- counts behind the list's totals, kept by triggers in the same transaction
-- as every write; name and username search through a trigram index; each
-- user's information, languages, contact options and social links as rows;
-- and the activity the user view shows.
ALTER TABLE users ADD COLUMN company TEXT NOT NULL DEFAULT '';
ALTER TABLE users ADD COLUMN country TEXT NOT NULL DEFAULT '';
ALTER TABLE users ADD COLUMN contact TEXT NOT NULL DEFAULT '';
ALTER TABLE users ADD COLUMN current_plan TEXT NOT NULL DEFAULT 'basic';
ALTER TABLE users ADD COLUMN status TEXT NOT NULL DEFAULT 'active';
DROP INDEX users_role_idx;
CREATE INDEX users_role_idx ON users (role, id);
CREATE INDEX users_plan_idx ON users (current_plan, id);
CREATE INDEX users_status_idx ON users (status, id);
CREATE INDEX users_role_status_idx ON users (role, status, id);
CREATE INDEX users_role_plan_idx ON users (role, current_plan, id);
CREATE INDEX users_plan_status_idx ON users (current_plan, status, id);
CREATE INDEX users_role_plan_status_idx ON users (role, current_plan, status, id);
CREATE INDEX users_full_name_idx ON users (lower(full_name), id);

CREATE TABLE user_counts (
    role         TEXT NOT NULL,
    current_plan TEXT NOT NULL,
    status       TEXT NOT NULL,
    n            BIGINT NOT NULL,
    PRIMARY KEY (role, current_plan, status)
);
INSERT INTO user_counts (role, current_plan, status, n) SELECT role, current_plan, status, count(*) FROM users GROUP BY role, current_plan, status;
CREATE TRIGGER user_counts_ai AFTER INSERT ON users BEGIN
    INSERT INTO user_counts (role, current_plan, status, n) VALUES (new.role, new.current_plan, new.status, 1)
        ON CONFLICT (role, current_plan, status) DO UPDATE SET n = n + 1;
END;
CREATE TRIGGER user_counts_ad AFTER DELETE ON users BEGIN
    UPDATE user_counts SET n = n - 1 WHERE role = old.role AND current_plan = old.current_plan AND status = old.status;
END;
CREATE TRIGGER user_counts_au AFTER UPDATE OF role, current_plan, status ON users BEGIN
    UPDATE user_counts SET n = n - 1 WHERE role = old.role AND current_plan = old.current_plan AND status = old.status;
    INSERT INTO user_counts (role, current_plan, status, n) VALUES (new.role, new.current_plan, new.status, 1)
        ON CONFLICT (role, current_plan, status) DO UPDATE SET n = n + 1;
END;

CREATE VIRTUAL TABLE users_fts USING fts5(full_name, username, content='users', content_rowid='id', tokenize='trigram');
INSERT INTO users_fts (rowid, full_name, username) SELECT id, full_name, username FROM users;
CREATE TRIGGER users_fts_ai AFTER INSERT ON users BEGIN
    INSERT INTO users_fts (rowid, full_name, username) VALUES (new.id, new.full_name, new.username);
END;
CREATE TRIGGER users_fts_ad AFTER DELETE ON users BEGIN
    INSERT INTO users_fts (users_fts, rowid, full_name, username) VALUES ('delete', old.id, old.full_name, old.username);
END;
CREATE TRIGGER users_fts_au AFTER UPDATE OF full_name, username ON users BEGIN
    INSERT INTO users_fts (users_fts, rowid, full_name, username) VALUES ('delete', old.id, old.full_name, old.username);
    INSERT INTO users_fts (rowid, full_name, username) VALUES (new.id, new.full_name, new.username);
END;

CREATE TABLE user_details (
    user_id      INTEGER PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    birth_date   TEXT,
    phone        TEXT NOT NULL DEFAULT '',
    website      TEXT NOT NULL DEFAULT '',
    gender       TEXT NOT NULL DEFAULT '',
    address_line TEXT NOT NULL DEFAULT '',
    city         TEXT NOT NULL DEFAULT '',
    state        TEXT NOT NULL DEFAULT '',
    postcode     TEXT NOT NULL DEFAULT '',
    country      TEXT NOT NULL DEFAULT '',
    updated_at   TIMESTAMP NOT NULL
);

CREATE TABLE user_languages (
    user_id  INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    language TEXT NOT NULL,
    PRIMARY KEY (user_id, language)
);

CREATE TABLE user_contact_options (
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    option  TEXT NOT NULL,
    PRIMARY KEY (user_id, option)
);

CREATE TABLE user_social (
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    network TEXT NOT NULL,
    url     TEXT NOT NULL,
    PRIMARY KEY (user_id, network)
);

CREATE TABLE user_activity (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id    INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    actor_id   INTEGER REFERENCES users (id) ON DELETE SET NULL,
    kind       TEXT NOT NULL,
    params     TEXT NOT NULL DEFAULT '{}',
    created_at TIMESTAMP NOT NULL
);
CREATE INDEX user_activity_user_idx ON user_activity (user_id, id);

-- A version per list, moved by every write that can change what a search
-- finds or how it sorts: instances cache search results under it.
CREATE TABLE list_versions (
    name TEXT PRIMARY KEY,
    v    BIGINT NOT NULL
);
INSERT INTO list_versions (name, v) VALUES ('users', 0);
CREATE TRIGGER users_version_ai AFTER INSERT ON users BEGIN
    UPDATE list_versions SET v = v + 1 WHERE name = 'users';
END;
CREATE TRIGGER users_version_ad AFTER DELETE ON users BEGIN
    UPDATE list_versions SET v = v + 1 WHERE name = 'users';
END;
CREATE TRIGGER users_version_au AFTER UPDATE OF full_name, username, email, role, current_plan, status, company, country ON users BEGIN
    UPDATE list_versions SET v = v + 1 WHERE name = 'users';
END;
