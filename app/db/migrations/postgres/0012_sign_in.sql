-- Signing in safely: attempts counted per account and address (brute force),
-- a token generation per user (access tokens end with logout, a spent refresh
-- token's reuse and a password reset), and invitation links beside reset links.

-- One row per counted bucket: an account and an address together, an address
-- alone, or an account alone; buckets are hashes, so no address or e-mail is kept.
CREATE TABLE sign_in_attempts (
    bucket   TEXT PRIMARY KEY,
    attempts INTEGER NOT NULL,
    last_at  BIGINT NOT NULL -- unix milliseconds of the last counted attempt
);
CREATE INDEX sign_in_attempts_last_idx ON sign_in_attempts (last_at);

-- Access tokens carry the generation they were signed under; moving it ends them.
ALTER TABLE users ADD COLUMN token_generation BIGINT NOT NULL DEFAULT 0;
-- An invited user has not chosen a password yet.
ALTER TABLE users ADD COLUMN password_pending BOOLEAN NOT NULL DEFAULT FALSE;

-- A link sets a password after a reset request or after an invitation.
ALTER TABLE password_resets ADD COLUMN purpose TEXT NOT NULL DEFAULT 'reset';
