-- The knowledge base (app/knowledge): categories of articles, one set per
-- language ('fr' or 'en'), the articles staff write (a sanitized HTML body,
-- published or a draft), and each reader's answer to "was this helpful?",
-- one per person and article. search_text is the article's title, excerpt
-- and body as plain text, folded (db.SortKey) by the store on every write;
-- a trigram index over it answers the accent-blind search.
CREATE TABLE kb_categories (
    id          BIGSERIAL PRIMARY KEY,
    lang        TEXT NOT NULL CHECK (lang IN ('fr', 'en')),
    slug        TEXT NOT NULL,
    title       TEXT NOT NULL,
    description TEXT NOT NULL DEFAULT '',
    icon        TEXT NOT NULL,
    color       TEXT NOT NULL,
    position    INTEGER NOT NULL DEFAULT 0,
    created_at  TIMESTAMP NOT NULL,
    updated_at  TIMESTAMP NOT NULL,
    UNIQUE (lang, slug)
);

CREATE TABLE kb_articles (
    id           BIGSERIAL PRIMARY KEY,
    category_id  BIGINT NOT NULL REFERENCES kb_categories (id),
    slug         TEXT NOT NULL,
    title        TEXT NOT NULL,
    excerpt      TEXT NOT NULL DEFAULT '',
    body         TEXT NOT NULL,
    search_text  TEXT NOT NULL,
    published    BOOLEAN NOT NULL DEFAULT FALSE,
    position     INTEGER NOT NULL DEFAULT 0,
    created_by   BIGINT REFERENCES users (id) ON DELETE SET NULL,
    updated_by   BIGINT REFERENCES users (id) ON DELETE SET NULL,
    created_at   TIMESTAMP NOT NULL,
    updated_at   TIMESTAMP NOT NULL,
    UNIQUE (category_id, slug)
);
CREATE INDEX kb_articles_list_idx ON kb_articles (category_id, published, position, id);
CREATE INDEX kb_articles_recent_idx ON kb_articles (published, updated_at);
-- The search (db.Matches on the folded text) along a trigram index.
CREATE INDEX kb_articles_search_trgm_idx ON kb_articles USING gin (search_text gin_trgm_ops);

CREATE TABLE kb_votes (
    article_id BIGINT NOT NULL REFERENCES kb_articles (id) ON DELETE CASCADE,
    user_id    BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    helpful    BOOLEAN NOT NULL,
    voted_at   TIMESTAMP NOT NULL,
    PRIMARY KEY (article_id, user_id)
);
