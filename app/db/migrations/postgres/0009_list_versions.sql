-- List versions now key whole answers (a page of the list, a signed-in user),
-- not only search results: every change to a user moves the users' version,
-- and the invoice list gets a version of its own, moved by its invoices and by
-- the clients it shows.
DROP TRIGGER users_version_upd ON users;
CREATE TRIGGER users_version_upd AFTER UPDATE ON users FOR EACH STATEMENT EXECUTE FUNCTION users_version_bump();

INSERT INTO list_versions (name, v) VALUES ('invoices', 0);
CREATE FUNCTION invoices_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    UPDATE list_versions SET v = v + 1 WHERE name = 'invoices';
    RETURN NULL;
END $$;
CREATE TRIGGER invoices_version_any AFTER INSERT OR UPDATE OR DELETE ON invoices
    FOR EACH STATEMENT EXECUTE FUNCTION invoices_version_bump();
CREATE TRIGGER invoices_version_clients AFTER UPDATE OR DELETE ON clients
    FOR EACH STATEMENT EXECUTE FUNCTION invoices_version_bump();
