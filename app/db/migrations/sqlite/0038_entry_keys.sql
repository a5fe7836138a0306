-- An Idempotency-Key sent with a register entry (POST /coop/parts/entries):
-- the same key and body again answer the entry first recorded, never a
-- second one; a remboursement credits the holder's account, so a retried
-- request must not redeem and pay twice. The row is written in the entry's
-- transaction.
CREATE TABLE share_entry_keys (
    user_id     BIGINT NOT NULL,
    idem_key    TEXT NOT NULL,
    request_sum TEXT NOT NULL,
    number      BIGINT NOT NULL,
    created_at  TIMESTAMP NOT NULL,
    PRIMARY KEY (user_id, idem_key)
);
