-- Members and shareholders: when an exit was completed, indexes for the
-- list's sorts by number (candidates have none: they come first ascending,
-- as SQLite sorts NULLs) and by admission date, and the stat cards' counts
-- kept by triggers (a page must not count 100,000 tiers on every request).
ALTER TABLE memberships ADD COLUMN exit_completed_on TEXT NOT NULL DEFAULT '';
CREATE INDEX memberships_admitted_idx ON memberships (admitted_on, tiers_id);
CREATE INDEX memberships_number_idx ON memberships (number NULLS FIRST, tiers_id);

CREATE TABLE tiers_role_counts (
    member_status   TEXT NOT NULL,
    is_shareholder  BOOLEAN NOT NULL,
    holder_category TEXT NOT NULL,
    n               BIGINT NOT NULL,
    PRIMARY KEY (member_status, is_shareholder, holder_category)
);
INSERT INTO tiers_role_counts (member_status, is_shareholder, holder_category, n)
    SELECT member_status, is_shareholder, holder_category, count(*) FROM clients GROUP BY member_status, is_shareholder, holder_category;

CREATE FUNCTION tiers_role_counts_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP IN ('UPDATE', 'DELETE') THEN
        UPDATE tiers_role_counts SET n = n - 1
            WHERE member_status = OLD.member_status AND is_shareholder = OLD.is_shareholder AND holder_category = OLD.holder_category;
    END IF;
    IF TG_OP IN ('UPDATE', 'INSERT') THEN
        INSERT INTO tiers_role_counts (member_status, is_shareholder, holder_category, n) VALUES (NEW.member_status, NEW.is_shareholder, NEW.holder_category, 1)
            ON CONFLICT (member_status, is_shareholder, holder_category) DO UPDATE SET n = tiers_role_counts.n + 1;
    END IF;
    RETURN NULL;
END $$;
CREATE TRIGGER tiers_role_counts_ins AFTER INSERT OR DELETE ON clients FOR EACH ROW EXECUTE FUNCTION tiers_role_counts_keep();
CREATE TRIGGER tiers_role_counts_upd AFTER UPDATE OF member_status, is_shareholder, holder_category ON clients FOR EACH ROW
    WHEN (OLD.member_status IS DISTINCT FROM NEW.member_status OR OLD.is_shareholder IS DISTINCT FROM NEW.is_shareholder
        OR OLD.holder_category IS DISTINCT FROM NEW.holder_category)
    EXECUTE FUNCTION tiers_role_counts_keep();
