-- The FAQ (app/faq): groups of questions, each written in one language (fr
-- or en), ordered by position; a group's code ("payment", "delivery"…) names
-- it for API clients and is unique within its language. Answers are light
-- rich text, sanitized before they are stored; search_text is the question
-- and the answer's text folded (lower case, no accents) for the search.
CREATE TABLE faq_groups (
    id       INTEGER PRIMARY KEY AUTOINCREMENT,
    lang     TEXT NOT NULL CHECK (lang IN ('fr', 'en')),
    code     TEXT NOT NULL,
    icon     TEXT NOT NULL,
    title    TEXT NOT NULL,
    subtitle TEXT NOT NULL DEFAULT '',
    position INTEGER NOT NULL DEFAULT 0,
    UNIQUE (lang, code)
);
CREATE INDEX faq_groups_lang_idx ON faq_groups (lang, position, id);

CREATE TABLE faq_questions (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    group_id    INTEGER NOT NULL REFERENCES faq_groups (id) ON DELETE CASCADE,
    question    TEXT NOT NULL,
    answer      TEXT NOT NULL,
    search_text TEXT NOT NULL DEFAULT '',
    position    INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX faq_questions_group_idx ON faq_questions (group_id, position, id);
