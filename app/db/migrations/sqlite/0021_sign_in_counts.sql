-- How many times each account signed in: the first sign-in is greeted
-- "Welcome", the next ones "Welcome back". A table of its own, so that a
-- sign-in does not move the users' list version. Counted so far from the
-- sign-ins the activity recorded.
CREATE TABLE sign_in_counts (
    user_id  INTEGER PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    sign_ins BIGINT NOT NULL
);
INSERT INTO sign_in_counts (user_id, sign_ins)
    SELECT user_id, count(*) FROM user_activity WHERE kind = 'signed_in' GROUP BY user_id;
