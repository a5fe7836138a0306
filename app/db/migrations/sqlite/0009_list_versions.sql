-- List versions now key whole answers (a page of the list, a signed-in user),
-- not only search results: every change to a user moves the users' version,
-- and the invoice list gets a version of its own, moved by its invoices and by
-- the clients it shows.
DROP TRIGGER users_version_au;
CREATE TRIGGER users_version_au AFTER UPDATE ON users BEGIN
    UPDATE list_versions SET v = v + 1 WHERE name = 'users';
END;

INSERT INTO list_versions (name, v) VALUES ('invoices', 0);
CREATE TRIGGER invoices_version_ai AFTER INSERT ON invoices BEGIN
    UPDATE list_versions SET v = v + 1 WHERE name = 'invoices';
END;
CREATE TRIGGER invoices_version_ad AFTER DELETE ON invoices BEGIN
    UPDATE list_versions SET v = v + 1 WHERE name = 'invoices';
END;
CREATE TRIGGER invoices_version_au AFTER UPDATE ON invoices BEGIN
    UPDATE list_versions SET v = v + 1 WHERE name = 'invoices';
END;
CREATE TRIGGER invoices_version_cu AFTER UPDATE ON clients BEGIN
    UPDATE list_versions SET v = v + 1 WHERE name = 'invoices';
END;
CREATE TRIGGER invoices_version_cd AFTER DELETE ON clients BEGIN
    UPDATE list_versions SET v = v + 1 WHERE name = 'invoices';
END;
