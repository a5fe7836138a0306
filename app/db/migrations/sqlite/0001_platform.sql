-- Accounts, browser sessions, API refresh tokens, password resets, and the
-- minimal mailbox that receives the product's own notices.
CREATE TABLE users (
    id            INTEGER PRIMARY KEY AUTOINCREMENT,
    full_name     TEXT NOT NULL,
    username      TEXT NOT NULL,
    email         TEXT NOT NULL,
    password_hash TEXT NOT NULL,
    avatar        TEXT NOT NULL DEFAULT '',
    role          TEXT NOT NULL,
    created_at    TIMESTAMP NOT NULL,
    updated_at    TIMESTAMP NOT NULL
);
CREATE UNIQUE INDEX users_email_key ON users (lower(email));
CREATE UNIQUE INDEX users_username_key ON users (lower(username));
CREATE INDEX users_role_idx ON users (role, id);

CREATE TABLE sessions (
    id         TEXT PRIMARY KEY,
    user_id    INTEGER REFERENCES users (id) ON DELETE CASCADE,
    data       BLOB NOT NULL,
    expires_at BIGINT NOT NULL,
    created_at TIMESTAMP NOT NULL
);
CREATE INDEX sessions_user_idx ON sessions (user_id);
CREATE INDEX sessions_expires_idx ON sessions (expires_at);

CREATE TABLE refresh_tokens (
    id          TEXT PRIMARY KEY,
    user_id     INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    expires_at  BIGINT NOT NULL,
    revoked_at  BIGINT,
    created_at  TIMESTAMP NOT NULL
);
CREATE INDEX refresh_tokens_user_idx ON refresh_tokens (user_id);

CREATE TABLE password_resets (
    token_hash TEXT PRIMARY KEY,
    user_id    INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    expires_at BIGINT NOT NULL,
    used_at    BIGINT,
    created_at TIMESTAMP NOT NULL
);
CREATE INDEX password_resets_user_idx ON password_resets (user_id);

CREATE TABLE emails (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    owner_id   INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    folder     TEXT NOT NULL,
    from_name  TEXT NOT NULL,
    from_email TEXT NOT NULL,
    to_email   TEXT NOT NULL,
    subject    TEXT NOT NULL,
    message    TEXT NOT NULL,
    is_read    BOOLEAN NOT NULL DEFAULT FALSE,
    is_starred BOOLEAN NOT NULL DEFAULT FALSE,
    created_at TIMESTAMP NOT NULL
);
CREATE INDEX emails_owner_folder_idx ON emails (owner_id, folder, id);
