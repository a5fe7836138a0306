-- The shop (app/shop): the catalogue (categories, brands, products with their
-- colours and images), each person's wishlist and cart (rows, one per
-- product), the coupons an admin configures, saved delivery addresses, and
-- the orders with their lines and every change of status. Money in integer
-- cents; a product's stock never goes below zero (the CHECK refuses it), so
-- two buyers can never take the last item twice.
CREATE TABLE shop_categories (
    id       BIGSERIAL PRIMARY KEY,
    slug     TEXT NOT NULL UNIQUE,
    name     TEXT NOT NULL,
    position INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE shop_brands (
    id   BIGSERIAL PRIMARY KEY,
    name TEXT NOT NULL UNIQUE
);

CREATE TABLE products (
    id            BIGSERIAL PRIMARY KEY,
    slug          TEXT NOT NULL UNIQUE,
    name          TEXT NOT NULL,
    sort_name     TEXT NOT NULL,
    description   TEXT NOT NULL DEFAULT '',
    features      TEXT NOT NULL DEFAULT '',
    brand_id      BIGINT NOT NULL REFERENCES shop_brands (id),
    category_id   BIGINT NOT NULL REFERENCES shop_categories (id),
    price_cents   BIGINT NOT NULL CHECK (price_cents >= 0),
    rating        INTEGER NOT NULL DEFAULT 0 CHECK (rating BETWEEN 0 AND 5),
    rating_count  INTEGER NOT NULL DEFAULT 0 CHECK (rating_count >= 0),
    stock         INTEGER NOT NULL DEFAULT 0 CHECK (stock >= 0),
    free_shipping BOOLEAN NOT NULL DEFAULT FALSE,
    published     BOOLEAN NOT NULL DEFAULT TRUE,
    created_by    BIGINT REFERENCES users (id) ON DELETE SET NULL,
    created_at    TIMESTAMP NOT NULL,
    updated_at    TIMESTAMP NOT NULL
);
CREATE INDEX products_shop_idx ON products (published, id);
CREATE INDEX products_price_idx ON products (published, price_cents, id);
CREATE INDEX products_category_idx ON products (published, category_id, price_cents, id);
CREATE INDEX products_brand_idx ON products (brand_id, price_cents);
CREATE INDEX products_sort_idx ON products (sort_name, id);
-- The name's search (db.Matches on the sort key) along a trigram index.
CREATE INDEX products_sort_name_trgm_idx ON products USING gin (sort_name gin_trgm_ops);
-- The catalogue's version (db.Version "products"): the shop's totals are kept until the next write.
INSERT INTO list_versions (name, v) VALUES ('products', 0);
CREATE FUNCTION products_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    UPDATE list_versions SET v = v + 1 WHERE name = 'products';
    RETURN NULL;
END $$;
CREATE TRIGGER products_version_any AFTER INSERT OR UPDATE OR DELETE ON products
    FOR EACH STATEMENT EXECUTE FUNCTION products_version_bump();

CREATE TABLE product_colors (
    product_id BIGINT NOT NULL REFERENCES products (id) ON DELETE CASCADE,
    position   INTEGER NOT NULL,
    color      TEXT NOT NULL,
    PRIMARY KEY (product_id, position)
);

-- Each image is kept in the sizes the pages use, each a file of the store
-- named by its SHA-256 (app/files).
CREATE TABLE product_images (
    id         BIGSERIAL PRIMARY KEY,
    product_id BIGINT NOT NULL REFERENCES products (id) ON DELETE CASCADE,
    position   INTEGER NOT NULL,
    thumb_sum  TEXT NOT NULL,
    card_sum   TEXT NOT NULL,
    large_sum  TEXT NOT NULL,
    alt        TEXT NOT NULL DEFAULT ''
);
CREATE INDEX product_images_product_idx ON product_images (product_id, position);

CREATE TABLE wishlist_items (
    id         BIGSERIAL PRIMARY KEY,
    user_id    BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    product_id BIGINT NOT NULL REFERENCES products (id) ON DELETE CASCADE,
    created_at TIMESTAMP NOT NULL,
    UNIQUE (user_id, product_id)
);

CREATE TABLE cart_items (
    id         BIGSERIAL PRIMARY KEY,
    user_id    BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    product_id BIGINT NOT NULL REFERENCES products (id) ON DELETE CASCADE,
    qty        INTEGER NOT NULL CHECK (qty > 0),
    color      TEXT NOT NULL DEFAULT '',
    created_at TIMESTAMP NOT NULL,
    UNIQUE (user_id, product_id)
);

-- A coupon takes percent_off percent (1 to 100) or amount_off_cents off the
-- cart's subtotal, from starts_on to ends_on (YYYY-MM-DD, inclusive; empty is
-- open), at most max_uses times (0: no limit) and from min_subtotal_cents.
CREATE TABLE shop_coupons (
    id                 BIGSERIAL PRIMARY KEY,
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
    user_id   BIGINT PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    coupon_id BIGINT NOT NULL REFERENCES shop_coupons (id) ON DELETE CASCADE
);

CREATE TABLE shop_addresses (
    id          BIGSERIAL PRIMARY KEY,
    user_id     BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
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
    id                BIGSERIAL PRIMARY KEY,
    number            TEXT NOT NULL UNIQUE,
    user_id           BIGINT REFERENCES users (id) ON DELETE SET NULL,
    tiers_id          BIGINT REFERENCES clients (id) ON DELETE SET NULL,
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
    invoice_id        BIGINT REFERENCES invoices (id) ON DELETE SET NULL,
    movement_id       BIGINT,
    placed_at         TIMESTAMP NOT NULL,
    updated_at        TIMESTAMP NOT NULL
);
CREATE INDEX orders_user_idx ON orders (user_id, id);
CREATE INDEX orders_status_idx ON orders (status, id);
INSERT INTO sequences (name, value) VALUES ('order_number', 0);

CREATE TABLE order_lines (
    id          BIGSERIAL PRIMARY KEY,
    order_id    BIGINT NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
    product_id  BIGINT REFERENCES products (id) ON DELETE SET NULL,
    name        TEXT NOT NULL,
    color       TEXT NOT NULL DEFAULT '',
    unit_cents  BIGINT NOT NULL CHECK (unit_cents >= 0),
    qty         INTEGER NOT NULL CHECK (qty > 0)
);
CREATE INDEX order_lines_order_idx ON order_lines (order_id, id);

-- Every change of an order's status: who, when, from what to what.
CREATE TABLE order_events (
    id          BIGSERIAL PRIMARY KEY,
    order_id    BIGINT NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
    from_status TEXT NOT NULL DEFAULT '',
    to_status   TEXT NOT NULL,
    note        TEXT NOT NULL DEFAULT '',
    by_user     BIGINT REFERENCES users (id) ON DELETE SET NULL,
    by_name     TEXT NOT NULL DEFAULT '',
    at          TIMESTAMP NOT NULL
);
CREATE INDEX order_events_order_idx ON order_events (order_id, id);
