-- The register of parts (registre des mouvements de titres). Every movement
-- is an entry numbered from the share_entry sequence (1, 2, 3… no gap: the
-- number is taken in the transaction that writes the entry), dated no earlier
-- than the entry before it, so the numbers' order is the dates' order.
-- An entry is never changed or deleted (the triggers below): a mistake is
-- corrected by an annulation entry naming it in corrects. hash is the SHA-256
-- of prev_hash and the entry's canonical content (app/ledger), so a change
-- made behind the product's back breaks the chain at that entry.
-- The parties' names are copied as they were when the entry was written.
-- created_by is not a foreign key: deleting a user must not rewrite the register.
CREATE TABLE share_entries (
    number          BIGINT PRIMARY KEY,
    entry_date      TEXT NOT NULL,
    kind            TEXT NOT NULL,
    category        TEXT NOT NULL,
    parts           BIGINT NOT NULL CHECK (parts > 0),
    unit_cents      BIGINT NOT NULL CHECK (unit_cents >= 0),
    total_cents     BIGINT NOT NULL CHECK (total_cents >= 0),
    from_tiers      INTEGER REFERENCES clients (id),
    to_tiers        INTEGER REFERENCES clients (id),
    from_name       TEXT NOT NULL DEFAULT '',
    to_name         TEXT NOT NULL DEFAULT '',
    decision        TEXT NOT NULL,
    corrects        BIGINT REFERENCES share_entries (number),
    created_by      BIGINT,
    created_by_name TEXT NOT NULL,
    created_at      TEXT NOT NULL,
    prev_hash       TEXT NOT NULL,
    hash            TEXT NOT NULL
);
CREATE INDEX share_entries_to_idx ON share_entries (to_tiers, number);
CREATE INDEX share_entries_from_idx ON share_entries (from_tiers, number);
CREATE INDEX share_entries_date_idx ON share_entries (entry_date, number);
CREATE UNIQUE INDEX share_entries_corrects_key ON share_entries (corrects) WHERE corrects IS NOT NULL;
CREATE TRIGGER share_entries_no_update BEFORE UPDATE ON share_entries BEGIN
    SELECT RAISE(ABORT, 'share_entries is append-only');
END;
CREATE TRIGGER share_entries_no_delete BEFORE DELETE ON share_entries BEGIN
    SELECT RAISE(ABORT, 'share_entries is append-only');
END;
INSERT INTO sequences (name, value) VALUES ('share_entry', 0);

-- Holdings now, per holder and category: kept by the store in the
-- transaction of every entry. parts never goes below zero.
CREATE TABLE share_holdings (
    tiers_id INTEGER NOT NULL REFERENCES clients (id),
    category TEXT NOT NULL,
    parts    BIGINT NOT NULL CHECK (parts >= 0),
    PRIMARY KEY (tiers_id, category)
);
CREATE INDEX share_holdings_category_idx ON share_holdings (category, parts);

-- Holdings after entry number upto, copied from share_holdings every so many
-- entries: holdings as of a date are the checkpoint before it plus the
-- entries since, never a sum over the whole register.
CREATE TABLE share_checkpoints (
    upto     BIGINT NOT NULL,
    tiers_id INTEGER NOT NULL,
    category TEXT NOT NULL,
    parts    BIGINT NOT NULL,
    PRIMARY KEY (upto, tiers_id, category)
);

-- Parts issued minus parts redeemed or cancelled, per month and category:
-- the capital's evolution and a category's total at a date without a scan.
CREATE TABLE share_month_totals (
    month     TEXT NOT NULL,
    category  TEXT NOT NULL,
    net_parts BIGINT NOT NULL,
    PRIMARY KEY (month, category)
);

-- Subscriptions waiting for their payment: an admitted member's wished parts,
-- or parts staff offer a holder. Paid: the parts were issued by entry_number
-- in the transaction that booked the payment (movement_id).
CREATE TABLE share_subscriptions (
    id           INTEGER PRIMARY KEY AUTOINCREMENT,
    tiers_id     INTEGER NOT NULL REFERENCES clients (id),
    category     TEXT NOT NULL,
    parts        BIGINT NOT NULL CHECK (parts > 0),
    unit_cents   BIGINT NOT NULL,
    total_cents  BIGINT NOT NULL,
    status       TEXT NOT NULL,
    decision     TEXT NOT NULL DEFAULT '',
    entry_number BIGINT REFERENCES share_entries (number),
    movement_id  BIGINT,
    created_by   INTEGER REFERENCES users (id) ON DELETE SET NULL,
    created_at   TIMESTAMP NOT NULL,
    updated_at   TIMESTAMP NOT NULL
);
CREATE UNIQUE INDEX share_subscriptions_pending_key ON share_subscriptions (tiers_id, category) WHERE status = 'pending';
CREATE INDEX share_subscriptions_status_idx ON share_subscriptions (status, id);
CREATE INDEX share_subscriptions_tiers_idx ON share_subscriptions (tiers_id, id);

-- The register's version (db.Version "ledger"): every entry moves it, so the
-- cap table and totals are kept until the next entry.
INSERT INTO list_versions (name, v) VALUES ('ledger', 0);
CREATE TRIGGER ledger_version_ai AFTER INSERT ON share_entries BEGIN
    UPDATE list_versions SET v = v + 1 WHERE name = 'ledger';
END;
