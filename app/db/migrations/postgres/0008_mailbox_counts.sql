-- Each mailbox folder's counts (all and unread), kept by triggers in the same
-- transaction as every write to emails: the menu badge and the folder counts
-- read a row instead of counting a large inbox on every page.
CREATE TABLE mailbox_counts (
    owner_id BIGINT NOT NULL,
    folder   TEXT NOT NULL,
    total    BIGINT NOT NULL,
    unread   BIGINT NOT NULL,
    PRIMARY KEY (owner_id, folder)
);
INSERT INTO mailbox_counts (owner_id, folder, total, unread)
    SELECT owner_id, folder, count(*), sum(CASE WHEN is_read THEN 0 ELSE 1 END) FROM emails GROUP BY owner_id, folder;
CREATE FUNCTION mailbox_counts_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP IN ('UPDATE', 'DELETE') THEN
        UPDATE mailbox_counts SET total = total - 1, unread = unread - CASE WHEN OLD.is_read THEN 0 ELSE 1 END
            WHERE owner_id = OLD.owner_id AND folder = OLD.folder;
    END IF;
    IF TG_OP IN ('UPDATE', 'INSERT') THEN
        INSERT INTO mailbox_counts (owner_id, folder, total, unread) VALUES (NEW.owner_id, NEW.folder, 1, CASE WHEN NEW.is_read THEN 0 ELSE 1 END)
            ON CONFLICT (owner_id, folder) DO UPDATE SET total = mailbox_counts.total + 1, unread = mailbox_counts.unread + excluded.unread;
    END IF;
    RETURN NULL;
END $$;
CREATE TRIGGER mailbox_counts_ins AFTER INSERT OR DELETE ON emails FOR EACH ROW EXECUTE FUNCTION mailbox_counts_keep();
CREATE TRIGGER mailbox_counts_upd AFTER UPDATE OF owner_id, folder, is_read ON emails FOR EACH ROW
    WHEN (OLD.owner_id IS DISTINCT FROM NEW.owner_id OR OLD.folder IS DISTINCT FROM NEW.folder OR OLD.is_read IS DISTINCT FROM NEW.is_read)
    EXECUTE FUNCTION mailbox_counts_keep();
