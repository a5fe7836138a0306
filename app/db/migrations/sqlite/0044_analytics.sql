-- What the product's users do, recorded by the server itself (app/analytics):
-- sign-ins and page visits, nothing sent anywhere. The raw rows are kept for
-- the retention set in the configuration, then purged; a job rolls them up
-- per day (in the cooperative's time zone) into analytics_daily and
-- analytics_day_sets, which the dashboards read, with the business figures
-- the rollers compute from their own tables.
CREATE TABLE activity_events (
    id      INTEGER PRIMARY KEY AUTOINCREMENT,
    kind    TEXT NOT NULL,    -- visit | sign_in
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    route   TEXT NOT NULL DEFAULT '', -- the route's path template (/apps/user/view/{id:[0-9]+})
    device  TEXT NOT NULL DEFAULT '', -- desktop | mobile | tablet
    session TEXT NOT NULL DEFAULT '', -- a short keyed hash of the session, never its id
    at      BIGINT NOT NULL   -- unix milliseconds
);
CREATE INDEX activity_events_at_idx ON activity_events (at);
CREATE INDEX activity_events_user_idx ON activity_events (user_id, at);

-- One figure of a day: a metric (visits, sessions, invoices_cents…), for one
-- value of its dimension ('' when it has none: a route, a device, a status).
CREATE TABLE analytics_daily (
    metric TEXT NOT NULL,
    day    TEXT NOT NULL, -- YYYY-MM-DD
    dim    TEXT NOT NULL DEFAULT '',
    value  BIGINT NOT NULL,
    PRIMARY KEY (metric, day, dim)
);
CREATE INDEX analytics_daily_dim_idx ON analytics_daily (metric, dim, day);

-- Who was there on a day (the users signed in, the customers who bought):
-- distinct counts over any period are exact unions of these.
CREATE TABLE analytics_day_sets (
    name   TEXT NOT NULL,
    day    TEXT NOT NULL,
    member BIGINT NOT NULL,
    PRIMARY KEY (name, day, member)
);

-- The job's bookkeeping: the last day rolled, the rollers' fingerprints,
-- when it last finished, and its lease (value names the holder, until when
-- in unix milliseconds), so one instance at a time rolls up.
CREATE TABLE analytics_state (
    name  TEXT PRIMARY KEY,
    value TEXT NOT NULL DEFAULT '',
    until_ms BIGINT NOT NULL DEFAULT 0
);
INSERT INTO analytics_state (name, value, until_ms) VALUES ('lease', '', 0);

-- The (set, day) pairs each rollup rewrote, in order, so that every instance
-- brings its copy of the day sets up to date by reading only what changed
-- (a day set '*' with no day: a roller rewrote its sets in full).
CREATE TABLE analytics_set_changes (
    seq  INTEGER PRIMARY KEY AUTOINCREMENT,
    name TEXT NOT NULL,
    day  TEXT NOT NULL DEFAULT ''
);
