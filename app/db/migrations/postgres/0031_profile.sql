-- The social profile of each person: an about text and a cover picture, the
-- posts they write on their own page (with photos), who liked each post
-- (once each: the key says so, and like_count moves only with a row), the
-- comments, and polls with one vote per person.
CREATE TABLE profiles (
    user_id    BIGINT PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    about      TEXT NOT NULL DEFAULT '',
    cover      TEXT NOT NULL DEFAULT '',
    updated_at TIMESTAMP NOT NULL
);

CREATE TABLE posts (
    id            BIGSERIAL PRIMARY KEY,
    author_id     BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    body          TEXT NOT NULL,
    like_count    BIGINT NOT NULL DEFAULT 0 CHECK (like_count >= 0),
    comment_count BIGINT NOT NULL DEFAULT 0 CHECK (comment_count >= 0),
    created_at    TIMESTAMP NOT NULL
);
CREATE INDEX posts_author_idx ON posts (author_id, id);

CREATE TABLE post_photos (
    id         BIGSERIAL PRIMARY KEY,
    post_id    BIGINT NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
    author_id  BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    name       TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL
);
CREATE INDEX post_photos_post_idx ON post_photos (post_id, id);
CREATE INDEX post_photos_author_idx ON post_photos (author_id, id);

CREATE TABLE post_likes (
    post_id    BIGINT NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
    user_id    BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    created_at TIMESTAMP NOT NULL,
    PRIMARY KEY (post_id, user_id)
);
CREATE INDEX post_likes_user_idx ON post_likes (user_id);

CREATE TABLE post_comments (
    id         BIGSERIAL PRIMARY KEY,
    post_id    BIGINT NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
    author_id  BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    body       TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL
);
CREATE INDEX post_comments_post_idx ON post_comments (post_id, id);

CREATE TABLE polls (
    id         BIGSERIAL PRIMARY KEY,
    owner_id   BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    question   TEXT NOT NULL,
    closed_at  TIMESTAMP,
    created_at TIMESTAMP NOT NULL
);
CREATE INDEX polls_owner_idx ON polls (owner_id, id);

CREATE TABLE poll_options (
    id       BIGSERIAL PRIMARY KEY,
    poll_id  BIGINT NOT NULL REFERENCES polls (id) ON DELETE CASCADE,
    label    TEXT NOT NULL,
    position INTEGER NOT NULL,
    votes    BIGINT NOT NULL DEFAULT 0 CHECK (votes >= 0)
);
CREATE INDEX poll_options_poll_idx ON poll_options (poll_id, position);

CREATE TABLE poll_votes (
    poll_id    BIGINT NOT NULL REFERENCES polls (id) ON DELETE CASCADE,
    user_id    BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    option_id  BIGINT NOT NULL REFERENCES poll_options (id) ON DELETE CASCADE,
    created_at TIMESTAMP NOT NULL,
    PRIMARY KEY (poll_id, user_id)
);
