-- The shell: each user's bookmark choices (a row only where the user changed
-- the default), notifications, and the index the unread-mail badge counts on.
CREATE TABLE bookmarks (
    user_id    INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    page_key   TEXT NOT NULL,
    bookmarked BOOLEAN NOT NULL,
    updated_at TIMESTAMP NOT NULL,
    PRIMARY KEY (user_id, page_key)
);

CREATE TABLE notifications (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id    INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    title      TEXT NOT NULL,
    body       TEXT NOT NULL,
    link       TEXT NOT NULL DEFAULT '',
    read_at    BIGINT,
    created_at TIMESTAMP NOT NULL
);
CREATE INDEX notifications_user_idx ON notifications (user_id, id);
CREATE INDEX notifications_unread_idx ON notifications (user_id) WHERE read_at IS NULL;

CREATE INDEX emails_unread_idx ON emails (owner_id, folder) WHERE NOT is_read;
