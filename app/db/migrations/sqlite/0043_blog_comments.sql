-- Readers' comments on the blog's posts (app/blog, comments*.go): plain text
-- written by anyone signed in on a post they can read. The author edits
-- (edited_at says when) and deletes their own; the staff hide a comment (with
-- who, when and an optional reason) or delete it. A hidden comment is seen by
-- the staff and by its author only. A post's deletion takes its comments with it.
CREATE TABLE blog_comments (
    id            INTEGER PRIMARY KEY AUTOINCREMENT,
    post_id       INTEGER NOT NULL REFERENCES blog_posts (id) ON DELETE CASCADE,
    author_id     INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    body          TEXT NOT NULL,
    hidden        BOOLEAN NOT NULL DEFAULT FALSE,
    hidden_by     INTEGER REFERENCES users (id) ON DELETE SET NULL,
    hidden_reason TEXT NOT NULL DEFAULT '',
    hidden_at     TIMESTAMP,
    created_at    TIMESTAMP NOT NULL,
    edited_at     TIMESTAMP,
    updated_at    TIMESTAMP NOT NULL
);
CREATE INDEX blog_comments_post_idx ON blog_comments (post_id, created_at, id);
CREATE INDEX blog_comments_author_idx ON blog_comments (author_id, created_at);
