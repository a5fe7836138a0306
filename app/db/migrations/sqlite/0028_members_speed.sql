-- The members' list (app/membership, list.go) reads a page's ids first, in the
-- order of the names, among the members and candidates only: this index holds
-- just them, so page 50 skips 490 entries of it rather than joining 490 rows.
-- SQLite reads the status again to check the condition: the index holds it,
-- so the ids come from the index alone (a covering index).
CREATE INDEX clients_members_idx ON clients (sort_name, id, member_status) WHERE member_status <> '';
