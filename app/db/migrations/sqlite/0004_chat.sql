-- Chat (one-to-one conversations between users, with each member's unseen
-- count and read mark), each user's chat profile, and the realtime channel:
-- the events of the last hour for replay after a dropped stream, and which
-- instance holds whose open streams (presence).
CREATE TABLE chats (
    id               INTEGER PRIMARY KEY AUTOINCREMENT,
    user_low         INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    user_high        INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    last_message_at  TIMESTAMP NOT NULL,
    created_at       TIMESTAMP NOT NULL,
    CHECK (user_low < user_high)
);
CREATE UNIQUE INDEX chats_pair_key ON chats (user_low, user_high);

CREATE TABLE chat_members (
    chat_id      INTEGER NOT NULL REFERENCES chats (id) ON DELETE CASCADE,
    user_id      INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    unseen       INTEGER NOT NULL DEFAULT 0,
    last_read_id INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (chat_id, user_id)
);
CREATE INDEX chat_members_user_idx ON chat_members (user_id, unseen);

CREATE TABLE chat_messages (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    chat_id    INTEGER NOT NULL REFERENCES chats (id) ON DELETE CASCADE,
    sender_id  INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    body       TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL
);
CREATE INDEX chat_messages_chat_idx ON chat_messages (chat_id, id);

CREATE TABLE chat_profiles (
    user_id          INTEGER PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    about            TEXT NOT NULL DEFAULT '',
    status           TEXT NOT NULL DEFAULT '',
    two_step         BOOLEAN NOT NULL DEFAULT FALSE,
    notifications_on BOOLEAN NOT NULL DEFAULT TRUE,
    updated_at       TIMESTAMP NOT NULL
);

CREATE TABLE realtime_events (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id    INTEGER NOT NULL,
    type       TEXT NOT NULL,
    data       TEXT NOT NULL,
    created_at BIGINT NOT NULL
);
CREATE INDEX realtime_events_user_idx ON realtime_events (user_id, id);
CREATE INDEX realtime_events_created_idx ON realtime_events (created_at);

CREATE TABLE presence (
    instance_id TEXT NOT NULL,
    user_id     INTEGER NOT NULL,
    seen_at     BIGINT NOT NULL,
    PRIMARY KEY (instance_id, user_id)
);
CREATE INDEX presence_user_idx ON presence (user_id, seen_at);
