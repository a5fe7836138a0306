-- Each event gets a UID of its own at creation, a random UUID (RFC 9562,
-- version 4), so that calendar programs never take events of two
-- installations for one. Existing events get theirs here, once: their UID
-- stays the same in every later export.
ALTER TABLE events ADD COLUMN uid TEXT NOT NULL DEFAULT '';
UPDATE events SET uid = gen_random_uuid()::text;
ALTER TABLE events ALTER COLUMN uid SET DEFAULT gen_random_uuid()::text;
CREATE UNIQUE INDEX events_uid_idx ON events (uid);
