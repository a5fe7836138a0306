-- Mailboxes: every participant keeps their own copy of a message (their
-- folder, read and star state, labels); copies of one conversation share a
-- thread key. Recipients, labels and attachments are rows.
ALTER TABLE emails DROP COLUMN to_email;
ALTER TABLE emails ADD COLUMN thread_key TEXT NOT NULL DEFAULT '';
ALTER TABLE emails ADD COLUMN delivery TEXT NOT NULL DEFAULT '';
ALTER TABLE emails ADD COLUMN updated_at TIMESTAMP;
CREATE INDEX emails_owner_thread_idx ON emails (owner_id, thread_key);
CREATE INDEX emails_owner_starred_idx ON emails (owner_id, id) WHERE is_starred;

CREATE TABLE email_recipients (
    email_id INTEGER NOT NULL REFERENCES emails (id) ON DELETE CASCADE,
    kind     TEXT NOT NULL,
    position INTEGER NOT NULL,
    name     TEXT NOT NULL,
    address  TEXT NOT NULL,
    PRIMARY KEY (email_id, kind, position)
);

CREATE TABLE email_labels (
    email_id INTEGER NOT NULL REFERENCES emails (id) ON DELETE CASCADE,
    label    TEXT NOT NULL,
    PRIMARY KEY (email_id, label)
);
CREATE INDEX email_labels_label_idx ON email_labels (label, email_id);

CREATE TABLE attachments (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    uploaded_by INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    file_name   TEXT NOT NULL,
    mime        TEXT NOT NULL,
    size        BIGINT NOT NULL,
    sha256      TEXT NOT NULL,
    created_at  TIMESTAMP NOT NULL
);

CREATE TABLE email_attachments (
    email_id      INTEGER NOT NULL REFERENCES emails (id) ON DELETE CASCADE,
    attachment_id INTEGER NOT NULL REFERENCES attachments (id) ON DELETE CASCADE,
    position      INTEGER NOT NULL,
    PRIMARY KEY (email_id, attachment_id)
);
CREATE INDEX email_attachments_attachment_idx ON email_attachments (attachment_id);

-- Subject search: a trigram index kept in step with emails by triggers.
CREATE VIRTUAL TABLE emails_subject_fts USING fts5(subject, content='emails', content_rowid='id', tokenize='trigram');
INSERT INTO emails_subject_fts (rowid, subject) SELECT id, subject FROM emails;
CREATE TRIGGER emails_subject_ai AFTER INSERT ON emails BEGIN
    INSERT INTO emails_subject_fts (rowid, subject) VALUES (new.id, new.subject);
END;
CREATE TRIGGER emails_subject_ad AFTER DELETE ON emails BEGIN
    INSERT INTO emails_subject_fts (emails_subject_fts, rowid, subject) VALUES ('delete', old.id, old.subject);
END;
CREATE TRIGGER emails_subject_au AFTER UPDATE OF subject ON emails BEGIN
    INSERT INTO emails_subject_fts (emails_subject_fts, rowid, subject) VALUES ('delete', old.id, old.subject);
    INSERT INTO emails_subject_fts (rowid, subject) VALUES (new.id, new.subject);
END;
