-- Members and shareholders: when an exit was completed, indexes for the
-- list's sorts by number (candidates have none: they come first ascending,
-- as SQLite sorts NULLs) and by admission date, and the stat cards' counts
-- kept by triggers (a page must not count 100,000 tiers on every request).
ALTER TABLE memberships ADD COLUMN exit_completed_on TEXT NOT NULL DEFAULT '';
CREATE INDEX memberships_admitted_idx ON memberships (admitted_on, tiers_id);
CREATE INDEX memberships_number_idx ON memberships (number, tiers_id);

CREATE TABLE tiers_role_counts (
    member_status   TEXT NOT NULL,
    is_shareholder  BOOLEAN NOT NULL,
    holder_category TEXT NOT NULL,
    n               BIGINT NOT NULL,
    PRIMARY KEY (member_status, is_shareholder, holder_category)
);
INSERT INTO tiers_role_counts (member_status, is_shareholder, holder_category, n)
    SELECT member_status, is_shareholder, holder_category, count(*) FROM clients GROUP BY member_status, is_shareholder, holder_category;
CREATE TRIGGER tiers_role_counts_ai AFTER INSERT ON clients BEGIN
    INSERT INTO tiers_role_counts (member_status, is_shareholder, holder_category, n) VALUES (new.member_status, new.is_shareholder, new.holder_category, 1)
        ON CONFLICT (member_status, is_shareholder, holder_category) DO UPDATE SET n = n + 1;
END;
CREATE TRIGGER tiers_role_counts_ad AFTER DELETE ON clients BEGIN
    UPDATE tiers_role_counts SET n = n - 1
        WHERE member_status = old.member_status AND is_shareholder = old.is_shareholder AND holder_category = old.holder_category;
END;
CREATE TRIGGER tiers_role_counts_au AFTER UPDATE OF member_status, is_shareholder, holder_category ON clients
    WHEN old.member_status IS NOT new.member_status OR old.is_shareholder IS NOT new.is_shareholder OR old.holder_category IS NOT new.holder_category
BEGIN
    UPDATE tiers_role_counts SET n = n - 1
        WHERE member_status = old.member_status AND is_shareholder = old.is_shareholder AND holder_category = old.holder_category;
    INSERT INTO tiers_role_counts (member_status, is_shareholder, holder_category, n) VALUES (new.member_status, new.is_shareholder, new.holder_category, 1)
        ON CONFLICT (member_status, is_shareholder, holder_category) DO UPDATE SET n = n + 1;
END;
