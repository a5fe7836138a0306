-- The members' list (app/membership, list.go) reads a page's ids first, in the
-- order of the names, among the members and candidates only: this index holds
-- just them, so page 50 skips 490 entries of it rather than joining 490 rows.
CREATE INDEX clients_members_idx ON clients (sort_name, id) WHERE member_status <> '';

-- The stat cards' counts (0024) kept per statement on insert and delete, from
-- the statement's transition table: a bulk load of 100,000 tiers updates a few
-- rows of tiers_role_counts once, not one row 100,000 times. Updates keep
-- their row trigger (a transition table cannot go with a column list).
DROP TRIGGER tiers_role_counts_ins ON clients;
CREATE FUNCTION tiers_role_counts_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO tiers_role_counts (member_status, is_shareholder, holder_category, n)
        SELECT member_status, is_shareholder, holder_category, count(*) FROM tiers_new_rows
            GROUP BY member_status, is_shareholder, holder_category
        ON CONFLICT (member_status, is_shareholder, holder_category) DO UPDATE SET n = tiers_role_counts.n + EXCLUDED.n;
    RETURN NULL;
END $$;
CREATE FUNCTION tiers_role_counts_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    UPDATE tiers_role_counts t SET n = t.n - d.n
        FROM (SELECT member_status, is_shareholder, holder_category, count(*) AS n FROM tiers_old_rows
            GROUP BY member_status, is_shareholder, holder_category) d
        WHERE t.member_status = d.member_status AND t.is_shareholder = d.is_shareholder AND t.holder_category = d.holder_category;
    RETURN NULL;
END $$;
CREATE TRIGGER tiers_role_counts_ins AFTER INSERT ON clients REFERENCING NEW TABLE AS tiers_new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION tiers_role_counts_inserted();
CREATE TRIGGER tiers_role_counts_del AFTER DELETE ON clients REFERENCING OLD TABLE AS tiers_old_rows
    FOR EACH STATEMENT EXECUTE FUNCTION tiers_role_counts_deleted();
