-- The shop (app/shop): the catalogue (categories, brands, products with their
-- colours and images), each person's wishlist and cart (rows, one per
-- product), the coupons an admin configures, saved delivery addresses, and
-- the orders with their lines and every change of status. Money in integer
-- cents; a product's stock never goes below zero (the CHECK refuses it), so
-- two buyers can never take the last item twice.
CREATE TABLE shop_categories (
    id       INTEGER PRIMARY KEY AUTOINCREMENT,
    slug     TEXT NOT NULL UNIQUE,
    name     TEXT NOT NULL,
    position INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE shop_brands (
    id   INTEGER PRIMARY KEY AUTOINCREMENT,
    name TEXT NOT NULL UNIQUE
);

CREATE TABLE products (
    id            INTEGER PRIMARY KEY AUTOINCREMENT,
    slug          TEXT NOT NULL UNIQUE,
    name          TEXT NOT NULL,
    sort_name     TEXT NOT NULL,
    description   TEXT NOT NULL DEFAULT '',
    features      TEXT NOT NULL DEFAULT '',
    brand_id      INTEGER NOT NULL REFERENCES shop_brands (id),
    category_id   INTEGER NOT NULL REFERENCES shop_categories (id),
    price_cents   BIGINT NOT NULL CHECK (price_cents >= 0),
    rating        INTEGER NOT NULL DEFAULT 0 CHECK (rating BETWEEN 0 AND 5),
    rating_count  INTEGER NOT NULL DEFAULT 0 CHECK (rating_count >= 0),
    stock         INTEGER NOT NULL DEFAULT 0 CHECK (stock >= 0),
    free_shipping BOOLEAN NOT NULL DEFAULT FALSE,
    published     BOOLEAN NOT NULL DEFAULT TRUE,
    created_by    INTEGER REFERENCES users (id) ON DELETE SET NULL,
    created_at    TIMESTAMP NOT NULL,
    updated_at    TIMESTAMP NOT NULL
);
CREATE INDEX products_shop_idx ON products (published, id);
CREATE INDEX products_price_idx ON products (published, price_cents, id);
CREATE INDEX products_category_idx ON products (published, category_id, price_cents, id);
CREATE INDEX products_brand_idx ON products (brand_id, price_cents);
CREATE INDEX products_sort_idx ON products (sort_name, id);
CREATE VIRTUAL TABLE products_fts USING fts5(sort_name, content='', contentless_delete=1, tokenize='trigram remove_diacritics 1');
CREATE TRIGGER products_fts_ai AFTER INSERT ON products BEGIN
    INSERT INTO products_fts (rowid, sort_name) VALUES (new.id, new.sort_name);
END;
CREATE TRIGGER products_fts_ad AFTER DELETE ON products BEGIN
    DELETE FROM products_fts WHERE rowid = old.id;
END;
CREATE TRIGGER products_fts_au AFTER UPDATE OF sort_name ON products BEGIN
    DELETE FROM products_fts WHERE rowid = old.id;
    INSERT INTO products_fts (rowid, sort_name) VALUES (new.id, new.sort_name);
END;
-- The catalogue's version (db.Version "products"): the shop's totals are kept until the next write.
INSERT INTO list_versions (name, v) VALUES ('products', 0);
CREATE TRIGGER products_version_ai AFTER INSERT ON products BEGIN
    UPDATE list_versions SET v = v + 1 WHERE name = 'products';
END;
CREATE TRIGGER products_version_au AFTER UPDATE ON products BEGIN
    UPDATE list_versions SET v = v + 1 WHERE name = 'products';
END;
CREATE TRIGGER products_version_ad AFTER DELETE ON products BEGIN
    UPDATE list_versions SET v = v + 1 WHERE name = 'products';
END;

CREATE TABLE product_colors (
    product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
    position   INTEGER NOT NULL,
    color      TEXT NOT NULL,
    PRIMARY KEY (product_id, position)
);

-- Each image is kept in the sizes the pages use, each a file of the store
-- named by its SHA-256 (app/files).
CREATE TABLE product_images (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
    position   INTEGER NOT NULL,
    thumb_sum  TEXT NOT NULL,
    card_sum   TEXT NOT NULL,
    large_sum  TEXT NOT NULL,
    alt        TEXT NOT NULL DEFAULT ''
);
CREATE INDEX product_images_product_idx ON product_images (product_id, position);

CREATE TABLE wishlist_items (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id    INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
    created_at TIMESTAMP NOT NULL,
    UNIQUE (user_id, product_id)
);

CREATE TABLE cart_items (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id    INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
    qty        INTEGER NOT NULL CHECK (qty > 0),
    color      TEXT NOT NULL DEFAULT '',
    created_at TIMESTAMP NOT NULL,
    UNIQUE (user_id, product_id)
);

-- A coupon takes percent_off percent (1 to 100) or amount_off_cents off the
-- cart's subtotal, from starts_on to ends_on (YYYY-MM-DD, inclusive; empty is
-- open), at most max_uses times (0: no limit) and from min_subtotal_cents.
CREATE TABLE shop_coupons (
    id                 INTEGER PRIMARY KEY AUTOINCREMENT,
    code               TEXT NOT NULL UNIQUE,
    description        TEXT NOT NULL DEFAULT '',
    percent_off        INTEGER NOT NULL DEFAULT 0 CHECK (percent_off BETWEEN 0 AND 100),
    amount_off_cents   BIGINT NOT NULL DEFAULT 0 CHECK (amount_off_cents >= 0),
    min_subtotal_cents BIGINT NOT NULL DEFAULT 0 CHECK (min_subtotal_cents >= 0),
    starts_on          TEXT NOT NULL DEFAULT '',
    ends_on            TEXT NOT NULL DEFAULT '',
    max_uses           INTEGER NOT NULL DEFAULT 0 CHECK (max_uses >= 0),
    uses               INTEGER NOT NULL DEFAULT 0 CHECK (uses >= 0),
    active             BOOLEAN NOT NULL DEFAULT TRUE,
    created_at         TIMESTAMP NOT NULL,
    updated_at         TIMESTAMP NOT NULL
);

-- The cart's coupon, until the order is placed or the coupon removed.
CREATE TABLE cart_coupons (
    user_id   INTEGER PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    coupon_id INTEGER NOT NULL REFERENCES shop_coupons (id) ON DELETE CASCADE
);

CREATE TABLE shop_addresses (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id     INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    label       TEXT NOT NULL DEFAULT 'home',
    full_name   TEXT NOT NULL,
    phone       TEXT NOT NULL DEFAULT '',
    line1       TEXT NOT NULL,
    line2       TEXT NOT NULL DEFAULT '',
    postal_code TEXT NOT NULL,
    city        TEXT NOT NULL,
    country     TEXT NOT NULL,
    is_default  BOOLEAN NOT NULL DEFAULT FALSE,
    created_at  TIMESTAMP NOT NULL
);
CREATE INDEX shop_addresses_user_idx ON shop_addresses (user_id, id);

-- An order copies what it was sold at (names, prices, the address), so a
-- later change of the catalogue or of an address never rewrites it.
-- number is CMD-YYYY-NNNNNN from the sequence order_number.
CREATE TABLE orders (
    id                INTEGER PRIMARY KEY AUTOINCREMENT,
    number            TEXT NOT NULL UNIQUE,
    user_id           INTEGER REFERENCES users (id) ON DELETE SET NULL,
    tiers_id          INTEGER REFERENCES clients (id) ON DELETE SET NULL,
    buyer_name        TEXT NOT NULL,
    buyer_email       TEXT NOT NULL,
    status            TEXT NOT NULL,
    payment_method    TEXT NOT NULL,
    subtotal_cents    BIGINT NOT NULL CHECK (subtotal_cents >= 0),
    discount_cents    BIGINT NOT NULL DEFAULT 0 CHECK (discount_cents >= 0),
    coupon_code       TEXT NOT NULL DEFAULT '',
    shipping_cents    BIGINT NOT NULL DEFAULT 0 CHECK (shipping_cents >= 0),
    total_cents       BIGINT NOT NULL CHECK (total_cents >= 0),
    delivery_method   TEXT NOT NULL,
    delivery_date     TEXT NOT NULL,
    ship_name         TEXT NOT NULL,
    ship_phone        TEXT NOT NULL DEFAULT '',
    ship_line1        TEXT NOT NULL,
    ship_line2        TEXT NOT NULL DEFAULT '',
    ship_postal_code  TEXT NOT NULL,
    ship_city         TEXT NOT NULL,
    ship_country      TEXT NOT NULL,
    invoice_id        INTEGER REFERENCES invoices (id) ON DELETE SET NULL,
    movement_id       INTEGER,
    placed_at         TIMESTAMP NOT NULL,
    updated_at        TIMESTAMP NOT NULL
);
CREATE INDEX orders_user_idx ON orders (user_id, id);
CREATE INDEX orders_status_idx ON orders (status, id);
INSERT INTO sequences (name, value) VALUES ('order_number', 0);

CREATE TABLE order_lines (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    order_id    INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
    product_id  INTEGER REFERENCES products (id) ON DELETE SET NULL,
    name        TEXT NOT NULL,
    color       TEXT NOT NULL DEFAULT '',
    unit_cents  BIGINT NOT NULL CHECK (unit_cents >= 0),
    qty         INTEGER NOT NULL CHECK (qty > 0)
);
CREATE INDEX order_lines_order_idx ON order_lines (order_id, id);

-- Every change of an order's status: who, when, from what to what.
CREATE TABLE order_events (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    order_id    INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
    from_status TEXT NOT NULL DEFAULT '',
    to_status   TEXT NOT NULL,
    note        TEXT NOT NULL DEFAULT '',
    by_user     INTEGER REFERENCES users (id) ON DELETE SET NULL,
    by_name     TEXT NOT NULL DEFAULT '',
    at          TIMESTAMP NOT NULL
);
CREATE INDEX order_events_order_idx ON order_events (order_id, id);
