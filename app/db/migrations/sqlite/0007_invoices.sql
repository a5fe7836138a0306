-- Invoices: clients are rows of their own, an invoice's lines and payments
-- are rows, money is in integer cents. Counters per status are kept by the
-- store in the same transaction as every write, so a list's total never
-- counts 100,000 rows; "Past Due" depends on today, so open invoices are also
-- counted per due date (a total only ever sums the dates from today on).
CREATE TABLE clients (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    name       TEXT NOT NULL,
    company    TEXT NOT NULL DEFAULT '',
    email      TEXT NOT NULL,
    address    TEXT NOT NULL DEFAULT '',
    country    TEXT NOT NULL DEFAULT '',
    contact    TEXT NOT NULL DEFAULT '',
    created_by INTEGER REFERENCES users (id) ON DELETE SET NULL,
    created_at TIMESTAMP NOT NULL,
    updated_at TIMESTAMP NOT NULL
);
CREATE INDEX clients_name_idx ON clients (lower(name), id);

-- Client search (name or e-mail, any substring): a trigram index kept in step with clients by triggers.
CREATE VIRTUAL TABLE clients_fts USING fts5(name, email, content='clients', content_rowid='id', tokenize='trigram');
CREATE TRIGGER clients_fts_ai AFTER INSERT ON clients BEGIN
    INSERT INTO clients_fts (rowid, name, email) VALUES (new.id, new.name, new.email);
END;
CREATE TRIGGER clients_fts_ad AFTER DELETE ON clients BEGIN
    INSERT INTO clients_fts (clients_fts, rowid, name, email) VALUES ('delete', old.id, old.name, old.email);
END;
CREATE TRIGGER clients_fts_au AFTER UPDATE OF name, email ON clients BEGIN
    INSERT INTO clients_fts (clients_fts, rowid, name, email) VALUES ('delete', old.id, old.name, old.email);
    INSERT INTO clients_fts (rowid, name, email) VALUES (new.id, new.name, new.email);
END;

-- status is the stored one (draft, sent, downloaded, partial, paid); "Past Due"
-- is shown, never stored: balance_cents > 0 and due_date before today.
CREATE TABLE invoices (
    id             INTEGER PRIMARY KEY AUTOINCREMENT,
    client_id      INTEGER NOT NULL REFERENCES clients (id),
    status         TEXT NOT NULL,
    issued_date    TEXT NOT NULL,
    due_date       TEXT NOT NULL,
    service        TEXT NOT NULL DEFAULT '',
    salesperson    TEXT NOT NULL DEFAULT '',
    note           TEXT NOT NULL DEFAULT '',
    terms          TEXT NOT NULL DEFAULT '',
    subtotal_cents BIGINT NOT NULL,
    discount_cents BIGINT NOT NULL,
    tax_rate_bp    INTEGER NOT NULL,
    tax_cents      BIGINT NOT NULL,
    total_cents    BIGINT NOT NULL,
    paid_cents     BIGINT NOT NULL DEFAULT 0,
    balance_cents  BIGINT NOT NULL,
    created_by     INTEGER REFERENCES users (id) ON DELETE SET NULL,
    created_at     TIMESTAMP NOT NULL,
    updated_at     TIMESTAMP NOT NULL
);
-- The spec's invoice ids start at 4987.
INSERT INTO sqlite_sequence (name, seq) VALUES ('invoices', 4986);
CREATE INDEX invoices_client_idx ON invoices (client_id, id);
CREATE INDEX invoices_status_idx ON invoices (status, id, balance_cents, due_date);
CREATE INDEX invoices_open_idx ON invoices (id, due_date) WHERE balance_cents > 0;
CREATE INDEX invoices_issued_idx ON invoices (issued_date, id);
CREATE INDEX invoices_due_idx ON invoices (due_date, id);
CREATE INDEX invoices_total_idx ON invoices (total_cents, id);
CREATE INDEX invoices_balance_idx ON invoices (balance_cents, id);

CREATE TABLE invoice_lines (
    invoice_id  INTEGER NOT NULL REFERENCES invoices (id) ON DELETE CASCADE,
    position    INTEGER NOT NULL,
    item        TEXT NOT NULL,
    description TEXT NOT NULL DEFAULT '',
    cost_cents  BIGINT NOT NULL,
    qty         INTEGER NOT NULL,
    price_cents BIGINT NOT NULL,
    PRIMARY KEY (invoice_id, position)
);

CREATE TABLE invoice_payments (
    id           INTEGER PRIMARY KEY AUTOINCREMENT,
    invoice_id   INTEGER NOT NULL REFERENCES invoices (id) ON DELETE CASCADE,
    amount_cents BIGINT NOT NULL,
    paid_on      TEXT NOT NULL,
    method       TEXT NOT NULL,
    note         TEXT NOT NULL DEFAULT '',
    created_by   INTEGER REFERENCES users (id) ON DELETE SET NULL,
    created_at   TIMESTAMP NOT NULL
);
CREATE INDEX invoice_payments_invoice_idx ON invoice_payments (invoice_id, id);

-- Per stored status: every invoice, and those with a balance.
CREATE TABLE invoice_counts (
    status TEXT PRIMARY KEY,
    n_all  BIGINT NOT NULL DEFAULT 0,
    n_open BIGINT NOT NULL DEFAULT 0
);
INSERT INTO invoice_counts (status) VALUES ('draft'), ('sent'), ('downloaded'), ('partial'), ('paid');

-- Invoices with a balance, per stored status and due date.
CREATE TABLE invoice_open_due (
    status   TEXT NOT NULL,
    due_date TEXT NOT NULL,
    n        BIGINT NOT NULL,
    PRIMARY KEY (status, due_date)
);
CREATE INDEX invoice_open_due_date_idx ON invoice_open_due (due_date);
