-- The cooperative's people. The register of tiers is the clients table: the
-- invoice app's clients are its rows, so a tiers can be a client, a member and
-- a shareholder at once, and an invoice keeps pointing at the same row.
-- name is the display name (a person's first and last name, or the company's
-- name); member_status copies memberships.status so that the members' list
-- is one indexed scan of this table.
ALTER TABLE clients ADD COLUMN kind TEXT NOT NULL DEFAULT 'person';
ALTER TABLE clients ADD COLUMN civility TEXT NOT NULL DEFAULT '';
ALTER TABLE clients ADD COLUMN first_name TEXT NOT NULL DEFAULT '';
ALTER TABLE clients ADD COLUMN last_name TEXT NOT NULL DEFAULT '';
ALTER TABLE clients ADD COLUMN legal_form TEXT NOT NULL DEFAULT '';
ALTER TABLE clients ADD COLUMN siren TEXT NOT NULL DEFAULT '';
ALTER TABLE clients ADD COLUMN postal_code TEXT NOT NULL DEFAULT '';
ALTER TABLE clients ADD COLUMN city TEXT NOT NULL DEFAULT '';
ALTER TABLE clients ADD COLUMN birth_date TEXT NOT NULL DEFAULT '';
ALTER TABLE clients ADD COLUMN iban TEXT NOT NULL DEFAULT '';
ALTER TABLE clients ADD COLUMN language TEXT NOT NULL DEFAULT 'fr';
ALTER TABLE clients ADD COLUMN notes TEXT NOT NULL DEFAULT '';
ALTER TABLE clients ADD COLUMN is_client BOOLEAN NOT NULL DEFAULT TRUE;
ALTER TABLE clients ADD COLUMN is_shareholder BOOLEAN NOT NULL DEFAULT FALSE;
ALTER TABLE clients ADD COLUMN holder_category TEXT NOT NULL DEFAULT '';
ALTER TABLE clients ADD COLUMN member_status TEXT NOT NULL DEFAULT '';
ALTER TABLE clients ADD COLUMN user_id INTEGER REFERENCES users (id) ON DELETE SET NULL;
ALTER TABLE clients ADD COLUMN updated_by INTEGER REFERENCES users (id) ON DELETE SET NULL;
UPDATE clients SET last_name = name, kind = CASE WHEN company <> '' AND company = name THEN 'entity' ELSE 'person' END;
CREATE UNIQUE INDEX clients_user_key ON clients (user_id) WHERE user_id IS NOT NULL;
CREATE INDEX clients_client_idx ON clients (is_client, sort_name, id);
CREATE INDEX clients_member_idx ON clients (member_status, sort_name, id);
CREATE INDEX clients_holder_idx ON clients (is_shareholder, holder_category, sort_name, id);
CREATE INDEX clients_email_idx ON clients (lower(email));

-- A membership: the lifecycle candidat → examen → admis → actif → sortant →
-- sorti, or rejete. number comes from the member_number sequence at admission
-- and is never reused.
CREATE TABLE memberships (
    tiers_id        INTEGER PRIMARY KEY REFERENCES clients (id) ON DELETE CASCADE,
    status          TEXT NOT NULL,
    number          BIGINT,
    parts_wished    INTEGER NOT NULL DEFAULT 0,
    applied_at      TIMESTAMP NOT NULL,
    admitted_on     TEXT NOT NULL DEFAULT '',
    decided_by      INTEGER REFERENCES users (id) ON DELETE SET NULL,
    decided_at      TIMESTAMP,
    decision_ref    TEXT NOT NULL DEFAULT '',
    exit_kind       TEXT NOT NULL DEFAULT '',
    exit_date       TEXT NOT NULL DEFAULT '',
    exit_reason     TEXT NOT NULL DEFAULT '',
    rejected_reason TEXT NOT NULL DEFAULT '',
    updated_at      TIMESTAMP NOT NULL
);
CREATE UNIQUE INDEX memberships_number_key ON memberships (number) WHERE number IS NOT NULL;

-- Numbered sequences that never skip: a value is taken in the transaction
-- that uses it (UPDATE … RETURNING), so a rolled-back admission gives it back.
CREATE TABLE sequences (
    name  TEXT PRIMARY KEY,
    value BIGINT NOT NULL
);
INSERT INTO sequences (name, value) VALUES ('member_number', 0);

-- Applications sent from /rejoindre (the bulletin d'adhésion): what was
-- asked, the consents and where from. The candidate is a tiers with a
-- membership in candidat from the start.
CREATE TABLE applications (
    id                 INTEGER PRIMARY KEY AUTOINCREMENT,
    tiers_id           INTEGER NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
    email              TEXT NOT NULL,
    status             TEXT NOT NULL,
    parts_wished       INTEGER NOT NULL,
    consent_statutes   TIMESTAMP NOT NULL,
    consent_data       TIMESTAMP NOT NULL,
    language           TEXT NOT NULL,
    ip                 TEXT NOT NULL DEFAULT '',
    created_at         TIMESTAMP NOT NULL,
    decided_by         INTEGER REFERENCES users (id) ON DELETE SET NULL,
    decided_at         TIMESTAMP,
    rejected_reason    TEXT NOT NULL DEFAULT ''
);
CREATE UNIQUE INDEX applications_pending_key ON applications (lower(email)) WHERE status = 'pending';
CREATE INDEX applications_status_idx ON applications (status, id);

-- Documents of a tiers (ID, Kbis, RIB…): the bytes are in the file store, by sum.
CREATE TABLE tiers_documents (
    id           INTEGER PRIMARY KEY AUTOINCREMENT,
    tiers_id     INTEGER NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
    kind         TEXT NOT NULL,
    name         TEXT NOT NULL,
    content_type TEXT NOT NULL,
    size         BIGINT NOT NULL,
    sum          TEXT NOT NULL,
    uploaded_by  INTEGER REFERENCES users (id) ON DELETE SET NULL,
    created_at   TIMESTAMP NOT NULL
);
CREATE INDEX tiers_documents_tiers_idx ON tiers_documents (tiers_id, id);

-- Changes a member asks for on their own record (IBAN, address): applied
-- only when staff approve. fields is a JSON object of the new values.
CREATE TABLE tiers_change_requests (
    id           INTEGER PRIMARY KEY AUTOINCREMENT,
    tiers_id     INTEGER NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
    fields       TEXT NOT NULL,
    status       TEXT NOT NULL,
    requested_by INTEGER REFERENCES users (id) ON DELETE SET NULL,
    requested_at TIMESTAMP NOT NULL,
    decided_by   INTEGER REFERENCES users (id) ON DELETE SET NULL,
    decided_at   TIMESTAMP,
    reason       TEXT NOT NULL DEFAULT ''
);
CREATE INDEX tiers_change_requests_status_idx ON tiers_change_requests (status, id);
CREATE INDEX tiers_change_requests_tiers_idx ON tiers_change_requests (tiers_id, id);

-- Messages sent from the public /contact form, and staff's replies (each
-- reply leaves as a mail of the mail app).
CREATE TABLE contact_messages (
    id             INTEGER PRIMARY KEY AUTOINCREMENT,
    name           TEXT NOT NULL,
    email          TEXT NOT NULL,
    subject        TEXT NOT NULL,
    body           TEXT NOT NULL,
    language       TEXT NOT NULL DEFAULT 'fr',
    ip             TEXT NOT NULL DEFAULT '',
    status         TEXT NOT NULL,
    assigned_to    INTEGER REFERENCES users (id) ON DELETE SET NULL,
    tiers_id       INTEGER REFERENCES clients (id) ON DELETE SET NULL,
    created_at     TIMESTAMP NOT NULL,
    updated_at     TIMESTAMP NOT NULL,
    first_reply_at TIMESTAMP
);
CREATE INDEX contact_messages_status_idx ON contact_messages (status, id);
CREATE INDEX contact_messages_tiers_idx ON contact_messages (tiers_id, id);
CREATE INDEX contact_messages_assigned_idx ON contact_messages (assigned_to, id);
CREATE TABLE contact_replies (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    message_id INTEGER NOT NULL REFERENCES contact_messages (id) ON DELETE CASCADE,
    author_id  INTEGER REFERENCES users (id) ON DELETE SET NULL,
    body       TEXT NOT NULL,
    email_id   INTEGER,
    created_at TIMESTAMP NOT NULL
);
CREATE INDEX contact_replies_message_idx ON contact_replies (message_id, id);

-- Public forms (/rejoindre, /contact): sendings counted per address and
-- form, so every instance applies the same limit.
CREATE TABLE form_sendings (
    form       TEXT NOT NULL,
    address    TEXT NOT NULL,
    sent_at    BIGINT NOT NULL
);
CREATE INDEX form_sendings_idx ON form_sendings (form, address, sent_at);

-- The audit log: who changed what, when, from where, each field before and
-- after. No product code updates or deletes a row, and the database refuses
-- it too. actor_name is kept so an entry survives its author's account.
CREATE TABLE audit_log (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    at          TIMESTAMP NOT NULL,
    actor_id    BIGINT,
    actor_name  TEXT NOT NULL,
    ip          TEXT NOT NULL DEFAULT '',
    record_type TEXT NOT NULL,
    record_id   BIGINT NOT NULL,
    action      TEXT NOT NULL,
    changes     TEXT NOT NULL
);
CREATE INDEX audit_log_record_idx ON audit_log (record_type, record_id, id);
CREATE INDEX audit_log_actor_idx ON audit_log (actor_id, id);
CREATE INDEX audit_log_at_idx ON audit_log (at, id);
CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log BEGIN
    SELECT RAISE(ABORT, 'audit_log is append-only');
END;
CREATE TRIGGER audit_log_no_delete BEFORE DELETE ON audit_log BEGIN
    SELECT RAISE(ABORT, 'audit_log is append-only');
END;
