-- The blog (app/blog): posts with their categories (a small set with an
-- icon, each named in French and English) and free tags (rows, one per tag,
-- linked to posts). A post is seen by every reader once published, or once
-- its scheduled time has come (the query compares published_at with the
-- time it runs, so nothing has to wake up); drafts only by the staff.
-- search_key is the post's title, excerpt and body as plain text folded
-- like db.SortKey (lower-case, no accents), kept by the store on each write.
CREATE TABLE blog_categories (
    id       INTEGER PRIMARY KEY AUTOINCREMENT,
    slug     TEXT NOT NULL UNIQUE,
    name_fr  TEXT NOT NULL,
    name_en  TEXT NOT NULL,
    icon     TEXT NOT NULL DEFAULT 'folder',
    position INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE blog_tags (
    id   INTEGER PRIMARY KEY AUTOINCREMENT,
    name TEXT NOT NULL UNIQUE
);

-- A featured image, kept in the sizes the pages use (each a file of the
-- store named by its SHA-256, app/files): uploaded from the post's form
-- before the post is saved, then chosen by the post.
CREATE TABLE blog_images (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    thumb_sum  TEXT NOT NULL,
    card_sum   TEXT NOT NULL,
    large_sum  TEXT NOT NULL,
    created_by INTEGER REFERENCES users (id) ON DELETE SET NULL,
    created_at TIMESTAMP NOT NULL
);
CREATE INDEX blog_images_large_idx ON blog_images (large_sum);
CREATE INDEX blog_images_card_idx ON blog_images (card_sum);
CREATE INDEX blog_images_thumb_idx ON blog_images (thumb_sum);

CREATE TABLE blog_posts (
    id           INTEGER PRIMARY KEY AUTOINCREMENT,
    slug         TEXT NOT NULL UNIQUE,
    title        TEXT NOT NULL,
    body         TEXT NOT NULL DEFAULT '',
    excerpt      TEXT NOT NULL DEFAULT '',
    search_key   TEXT NOT NULL DEFAULT '',
    status       TEXT NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'published', 'scheduled')),
    published_at TIMESTAMP,
    author_id    INTEGER REFERENCES users (id) ON DELETE SET NULL,
    lang         TEXT NOT NULL DEFAULT 'fr',
    image_id     INTEGER REFERENCES blog_images (id) ON DELETE SET NULL,
    created_at   TIMESTAMP NOT NULL,
    updated_at   TIMESTAMP NOT NULL
);
CREATE INDEX blog_posts_visible_idx ON blog_posts (status, published_at, id);
CREATE INDEX blog_posts_author_idx ON blog_posts (author_id);
CREATE INDEX blog_posts_image_idx ON blog_posts (image_id);
CREATE VIRTUAL TABLE blog_posts_fts USING fts5(search_key, content='', contentless_delete=1, tokenize='trigram remove_diacritics 1');
CREATE TRIGGER blog_posts_fts_ai AFTER INSERT ON blog_posts BEGIN
    INSERT INTO blog_posts_fts (rowid, search_key) VALUES (new.id, new.search_key);
END;
CREATE TRIGGER blog_posts_fts_ad AFTER DELETE ON blog_posts BEGIN
    DELETE FROM blog_posts_fts WHERE rowid = old.id;
END;
CREATE TRIGGER blog_posts_fts_au AFTER UPDATE OF search_key ON blog_posts BEGIN
    DELETE FROM blog_posts_fts WHERE rowid = old.id;
    INSERT INTO blog_posts_fts (rowid, search_key) VALUES (new.id, new.search_key);
END;

CREATE TABLE blog_post_categories (
    post_id     INTEGER NOT NULL REFERENCES blog_posts (id) ON DELETE CASCADE,
    category_id INTEGER NOT NULL REFERENCES blog_categories (id) ON DELETE CASCADE,
    PRIMARY KEY (post_id, category_id)
);
CREATE INDEX blog_post_categories_category_idx ON blog_post_categories (category_id, post_id);

CREATE TABLE blog_post_tags (
    post_id INTEGER NOT NULL REFERENCES blog_posts (id) ON DELETE CASCADE,
    tag_id  INTEGER NOT NULL REFERENCES blog_tags (id) ON DELETE CASCADE,
    PRIMARY KEY (post_id, tag_id)
);
CREATE INDEX blog_post_tags_tag_idx ON blog_post_tags (tag_id, post_id);
