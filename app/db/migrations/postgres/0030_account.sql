-- A person looks after their own account: their names kept apart, their time
-- zone, an e-mail change waiting for its confirmation link, two-step sign-in
-- (an authenticator's secret, ten single-use recovery codes kept hashed),
-- the devices they are signed in on (browser sessions and API token
-- families: device, address, last seen), and what they want to be told of
-- and how.

-- First and last names as the person wrote them; full_name stays what every
-- list shows and searches (the first and last names joined).
ALTER TABLE users ADD COLUMN first_name TEXT NOT NULL DEFAULT '';
ALTER TABLE users ADD COLUMN last_name TEXT NOT NULL DEFAULT '';
-- An IANA time zone name (Europe/Paris), or '' for the product's default.
ALTER TABLE users ADD COLUMN time_zone TEXT NOT NULL DEFAULT '';

-- A new e-mail address takes effect only through the link sent to it.
CREATE TABLE email_changes (
    token_hash TEXT PRIMARY KEY,
    user_id    BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    new_email  TEXT NOT NULL,
    expires_at BIGINT NOT NULL,
    used_at    BIGINT,
    created_at TIMESTAMP NOT NULL
);
CREATE INDEX email_changes_user_idx ON email_changes (user_id);

-- Two-step sign-in: the authenticator's secret (sealed with the app key),
-- set up first and enabled once a first code confirms it; last_step is the
-- newest 30-second step a code was accepted for, so no code works twice.
CREATE TABLE two_step (
    user_id    BIGINT PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    secret     TEXT NOT NULL,
    enabled_at TIMESTAMP,
    last_step  BIGINT NOT NULL DEFAULT 0,
    created_at TIMESTAMP NOT NULL
);
CREATE TABLE recovery_codes (
    user_id   BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    code_hash TEXT NOT NULL,
    used_at   BIGINT,
    PRIMARY KEY (user_id, code_hash)
);

-- Where each session is used from, for the list of one's devices.
ALTER TABLE sessions ADD COLUMN user_agent TEXT NOT NULL DEFAULT '';
ALTER TABLE sessions ADD COLUMN address TEXT NOT NULL DEFAULT '';
ALTER TABLE sessions ADD COLUMN last_seen_at BIGINT NOT NULL DEFAULT 0;
-- A refresh token and the ones it was refreshed into are one family: one
-- signed-in API client, listed and signed out as one line.
ALTER TABLE refresh_tokens ADD COLUMN family TEXT NOT NULL DEFAULT '';
ALTER TABLE refresh_tokens ADD COLUMN user_agent TEXT NOT NULL DEFAULT '';
ALTER TABLE refresh_tokens ADD COLUMN address TEXT NOT NULL DEFAULT '';
ALTER TABLE refresh_tokens ADD COLUMN signed_in_at BIGINT NOT NULL DEFAULT 0;
UPDATE refresh_tokens SET family = id WHERE family = '';
CREATE INDEX refresh_tokens_family_idx ON refresh_tokens (user_id, family);

-- What each person wants to be told of, per kind, in the product and by
-- e-mail; a kind without a row keeps the defaults (app/notify.Defaults).
CREATE TABLE notification_prefs (
    user_id  BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    kind     TEXT NOT NULL,
    in_app   BOOLEAN NOT NULL,
    by_email BOOLEAN NOT NULL,
    PRIMARY KEY (user_id, kind)
);
