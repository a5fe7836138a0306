-- Dépôt-retrait: every tiers has an account in cents. A movement (deposit,
-- withdrawal, share purchase, share redemption, interest) is requested by one
-- person and approved by another (two others above the configured
-- threshold): requested → approved → executed, or rejected, or cancelled by
-- its author while still requested. The idempotency key makes a retried
-- request the same movement.
CREATE TABLE money_movements (
    id               BIGSERIAL PRIMARY KEY,
    tiers_id         BIGINT NOT NULL REFERENCES clients (id),
    kind             TEXT NOT NULL,
    amount_cents     BIGINT NOT NULL CHECK (amount_cents > 0),
    label            TEXT NOT NULL DEFAULT '',
    status           TEXT NOT NULL,
    approvals_needed INTEGER NOT NULL,
    subscription_id  BIGINT REFERENCES share_subscriptions (id),
    share_entry      BIGINT,
    interest_year    INTEGER,
    requested_by     BIGINT REFERENCES users (id) ON DELETE SET NULL,
    requested_name   TEXT NOT NULL,
    requested_at     TIMESTAMP NOT NULL,
    idempotency_key  TEXT,
    request_sum      TEXT NOT NULL DEFAULT '',
    decided_at       TIMESTAMP,
    executed_at      TIMESTAMP,
    reason           TEXT NOT NULL DEFAULT '',
    updated_at       TIMESTAMP NOT NULL
);
CREATE UNIQUE INDEX money_movements_idempotency_key ON money_movements (requested_by, idempotency_key) WHERE idempotency_key IS NOT NULL;
CREATE INDEX money_movements_status_idx ON money_movements (status, id);
CREATE INDEX money_movements_tiers_idx ON money_movements (tiers_id, id);
CREATE INDEX money_movements_kind_idx ON money_movements (kind, status, id);

-- Who approved or rejected a movement: one row per person, so nobody counts twice.
CREATE TABLE money_approvals (
    movement_id BIGINT NOT NULL REFERENCES money_movements (id),
    user_id     BIGINT NOT NULL,
    user_name   TEXT NOT NULL,
    decision    TEXT NOT NULL,
    reason      TEXT NOT NULL DEFAULT '',
    at          TIMESTAMP NOT NULL,
    PRIMARY KEY (movement_id, user_id)
);

-- An account's balance now, and what its requested withdrawals hold back:
-- available = balance − pending, and neither goes below zero.
CREATE TABLE accounts (
    tiers_id                  BIGINT PRIMARY KEY REFERENCES clients (id),
    balance_cents             BIGINT NOT NULL DEFAULT 0 CHECK (balance_cents >= 0),
    pending_withdrawals_cents BIGINT NOT NULL DEFAULT 0 CHECK (pending_withdrawals_cents >= 0),
    updated_at                TIMESTAMP NOT NULL
);

-- The booked lines of the accounts, append-only like the register: id from
-- the account_entry sequence, each line's hash chained to the one before,
-- and the balance after it (a statement's opening balance is one read).
CREATE TABLE account_entries (
    id            BIGINT PRIMARY KEY,
    tiers_id      BIGINT NOT NULL REFERENCES clients (id),
    movement_id   BIGINT NOT NULL REFERENCES money_movements (id),
    kind          TEXT NOT NULL,
    amount_cents  BIGINT NOT NULL,
    balance_cents BIGINT NOT NULL,
    label         TEXT NOT NULL,
    booked_on     TEXT NOT NULL,
    booked_at     TEXT NOT NULL,
    prev_hash     TEXT NOT NULL,
    hash          TEXT NOT NULL
);
CREATE INDEX account_entries_tiers_idx ON account_entries (tiers_id, booked_on, id);
CREATE INDEX account_entries_booked_idx ON account_entries (booked_on, kind);
CREATE FUNCTION account_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    RAISE EXCEPTION 'account_entries is append-only';
END $$;
CREATE TRIGGER account_entries_no_change BEFORE UPDATE OR DELETE ON account_entries
    FOR EACH ROW EXECUTE FUNCTION account_entries_append_only();
CREATE TRIGGER account_entries_no_truncate BEFORE TRUNCATE ON account_entries
    FOR EACH STATEMENT EXECUTE FUNCTION account_entries_append_only();
INSERT INTO sequences (name, value) VALUES ('account_entry', 0);

-- The yearly interest on parts: one run per year, at the rate the general
-- assembly voted (basis points), never above the configured cap.
CREATE TABLE interest_runs (
    year        INTEGER PRIMARY KEY,
    rate_bp     INTEGER NOT NULL,
    decision    TEXT NOT NULL,
    holders     INTEGER NOT NULL,
    total_cents BIGINT NOT NULL,
    run_by      BIGINT,
    run_by_name TEXT NOT NULL,
    run_at      TIMESTAMP NOT NULL
);

-- The movements' version (db.Version "money"): lists and counts are kept until the next write.
INSERT INTO list_versions (name, v) VALUES ('money', 0);
CREATE FUNCTION money_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    UPDATE list_versions SET v = v + 1 WHERE name = 'money';
    RETURN NULL;
END $$;
CREATE TRIGGER money_version_any AFTER INSERT OR UPDATE ON money_movements
    FOR EACH STATEMENT EXECUTE FUNCTION money_version_bump();
