-- Each mailbox folder's counts (all and unread), kept by triggers in the same
-- transaction as every write to emails: the menu badge and the folder counts
-- read a row instead of counting a large inbox on every page.
CREATE TABLE mailbox_counts (
    owner_id INTEGER NOT NULL,
    folder   TEXT NOT NULL,
    total    BIGINT NOT NULL,
    unread   BIGINT NOT NULL,
    PRIMARY KEY (owner_id, folder)
);
INSERT INTO mailbox_counts (owner_id, folder, total, unread)
    SELECT owner_id, folder, count(*), sum(CASE WHEN is_read THEN 0 ELSE 1 END) FROM emails GROUP BY owner_id, folder;
CREATE TRIGGER mailbox_counts_ai AFTER INSERT ON emails BEGIN
    INSERT INTO mailbox_counts (owner_id, folder, total, unread) VALUES (new.owner_id, new.folder, 1, CASE WHEN new.is_read THEN 0 ELSE 1 END)
        ON CONFLICT (owner_id, folder) DO UPDATE SET total = total + 1, unread = unread + excluded.unread;
END;
CREATE TRIGGER mailbox_counts_ad AFTER DELETE ON emails BEGIN
    UPDATE mailbox_counts SET total = total - 1, unread = unread - CASE WHEN old.is_read THEN 0 ELSE 1 END
        WHERE owner_id = old.owner_id AND folder = old.folder;
END;
CREATE TRIGGER mailbox_counts_au AFTER UPDATE OF owner_id, folder, is_read ON emails BEGIN
    UPDATE mailbox_counts SET total = total - 1, unread = unread - CASE WHEN old.is_read THEN 0 ELSE 1 END
        WHERE owner_id = old.owner_id AND folder = old.folder;
    INSERT INTO mailbox_counts (owner_id, folder, total, unread) VALUES (new.owner_id, new.folder, 1, CASE WHEN new.is_read THEN 0 ELSE 1 END)
        ON CONFLICT (owner_id, folder) DO UPDATE SET total = total + 1, unread = unread + excluded.unread;
END;
