-- Each event gets a UID of its own at creation, a random UUID (RFC 9562,
-- version 4), so that calendar programs never take events of two
-- installations for one. Existing events get theirs here, once: their UID
-- stays the same in every later export.
ALTER TABLE events ADD COLUMN uid TEXT NOT NULL DEFAULT '';
UPDATE events SET uid = lower(
    hex(randomblob(4)) || '-' || hex(randomblob(2)) || '-4' || substr(hex(randomblob(2)), 2) || '-' ||
    substr('89ab', 1 + abs(random() % 4), 1) || substr(hex(randomblob(2)), 2) || '-' || hex(randomblob(6)));
CREATE UNIQUE INDEX events_uid_idx ON events (uid);
