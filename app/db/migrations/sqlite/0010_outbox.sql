-- The outbox: every mail that leaves by SMTP is a row here, written in the
-- same transaction as the author's Sent copy, and sent by a worker that claims
-- it with a lease (an instance that dies mid-send lets the lease run out and
-- another takes the mail over), retries with backoff and keeps the relay's answer.
CREATE TABLE outbox (
    id              INTEGER PRIMARY KEY AUTOINCREMENT,
    email_id        INTEGER REFERENCES emails (id) ON DELETE SET NULL, -- the author's Sent copy, if any
    owner_id        INTEGER REFERENCES users (id) ON DELETE SET NULL,  -- who sent it, told live of its state
    ref             TEXT NOT NULL DEFAULT '',                          -- what it was sent for, e.g. invoice:5001
    message_id      TEXT NOT NULL,
    from_name       TEXT NOT NULL,
    reply_to        TEXT NOT NULL DEFAULT '',
    subject         TEXT NOT NULL,
    html            TEXT NOT NULL,
    text            TEXT NOT NULL,
    state           TEXT NOT NULL DEFAULT 'queued',                    -- queued, retrying, sent, failed
    attempts        INTEGER NOT NULL DEFAULT 0,
    next_attempt_at TIMESTAMP NOT NULL,
    lease_until     TIMESTAMP,
    lease_holder    TEXT NOT NULL DEFAULT '',
    answer          TEXT NOT NULL DEFAULT '',                          -- the relay's last answer
    created_at      TIMESTAMP NOT NULL,
    updated_at      TIMESTAMP NOT NULL,
    sent_at         TIMESTAMP
);
CREATE INDEX outbox_due_idx ON outbox (next_attempt_at, id) WHERE state IN ('queued', 'retrying');
CREATE INDEX outbox_email_idx ON outbox (email_id);
CREATE INDEX outbox_ref_idx ON outbox (ref, id);

-- Recipients: to and cc are written in the headers, bcc never; envelope says
-- which of them the relay is given (the others were delivered in the product).
CREATE TABLE outbox_recipients (
    outbox_id INTEGER NOT NULL REFERENCES outbox (id) ON DELETE CASCADE,
    kind      TEXT NOT NULL,
    position  INTEGER NOT NULL,
    name      TEXT NOT NULL,
    address   TEXT NOT NULL,
    envelope  BOOLEAN NOT NULL,
    PRIMARY KEY (outbox_id, kind, position)
);

-- Attachments, read from the file store when the mail is sent.
CREATE TABLE outbox_attachments (
    outbox_id     INTEGER NOT NULL REFERENCES outbox (id) ON DELETE CASCADE,
    attachment_id INTEGER NOT NULL,
    position      INTEGER NOT NULL,
    PRIMARY KEY (outbox_id, position)
);
