-- The knowledge base (app/knowledge): categories of articles, one set per
-- language ('fr' or 'en'), the articles staff write (a sanitized HTML body,
-- published or a draft), and each reader's answer to "was this helpful?",
-- one per person and article. search_text is the article's title, excerpt
-- and body as plain text, folded (db.SortKey) by the store on every write;
-- a trigram full-text table over it answers the accent-blind search.
CREATE TABLE kb_categories (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
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
    id           INTEGER PRIMARY KEY AUTOINCREMENT,
    category_id  INTEGER NOT NULL REFERENCES kb_categories (id),
    slug         TEXT NOT NULL,
    title        TEXT NOT NULL,
    excerpt      TEXT NOT NULL DEFAULT '',
    body         TEXT NOT NULL,
    search_text  TEXT NOT NULL,
    published    BOOLEAN NOT NULL DEFAULT FALSE,
    position     INTEGER NOT NULL DEFAULT 0,
    created_by   INTEGER REFERENCES users (id) ON DELETE SET NULL,
    updated_by   INTEGER REFERENCES users (id) ON DELETE SET NULL,
    created_at   TIMESTAMP NOT NULL,
    updated_at   TIMESTAMP NOT NULL,
    UNIQUE (category_id, slug)
);
CREATE INDEX kb_articles_list_idx ON kb_articles (category_id, published, position, id);
CREATE INDEX kb_articles_recent_idx ON kb_articles (published, updated_at);
CREATE VIRTUAL TABLE kb_articles_fts USING fts5(search_text, content='', contentless_delete=1, tokenize='trigram remove_diacritics 1');
CREATE TRIGGER kb_articles_fts_ai AFTER INSERT ON kb_articles BEGIN
    INSERT INTO kb_articles_fts (rowid, search_text) VALUES (new.id, new.search_text);
END;
CREATE TRIGGER kb_articles_fts_ad AFTER DELETE ON kb_articles BEGIN
    DELETE FROM kb_articles_fts WHERE rowid = old.id;
END;
CREATE TRIGGER kb_articles_fts_au AFTER UPDATE OF search_text ON kb_articles BEGIN
    DELETE FROM kb_articles_fts WHERE rowid = old.id;
    INSERT INTO kb_articles_fts (rowid, search_text) VALUES (new.id, new.search_text);
END;

CREATE TABLE kb_votes (
    article_id INTEGER NOT NULL REFERENCES kb_articles (id) ON DELETE CASCADE,
    user_id    INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    helpful    BOOLEAN NOT NULL,
    voted_at   TIMESTAMP NOT NULL,
    PRIMARY KEY (article_id, user_id)
);
