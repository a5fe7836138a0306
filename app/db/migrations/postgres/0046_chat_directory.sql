-- The chat keeps the head of its directory (the first people who may chat,
-- by name, with their chat profiles) in memory under the users' version and
-- this one, which every change to a chat profile moves.
INSERT INTO list_versions (name, v) VALUES ('chat_profiles', 0);
CREATE FUNCTION chat_profiles_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    UPDATE list_versions SET v = v + 1 WHERE name = 'chat_profiles';
    RETURN NULL;
END $$;
CREATE TRIGGER chat_profiles_version_any AFTER INSERT OR UPDATE OR DELETE ON chat_profiles
    FOR EACH STATEMENT EXECUTE FUNCTION chat_profiles_version_bump();

-- The head is read per role that may chat, in name order, along this index.
CREATE INDEX users_role_sort_idx ON users (role, sort_name, id);
