-- The chat keeps the head of its directory (the first people who may chat,
-- by name, with their chat profiles) in memory under the users' version and
-- this one, which every change to a chat profile moves.
INSERT INTO list_versions (name, v) VALUES ('chat_profiles', 0);
CREATE TRIGGER chat_profiles_version_ai AFTER INSERT ON chat_profiles BEGIN
    UPDATE list_versions SET v = v + 1 WHERE name = 'chat_profiles';
END;
CREATE TRIGGER chat_profiles_version_ad AFTER DELETE ON chat_profiles BEGIN
    UPDATE list_versions SET v = v + 1 WHERE name = 'chat_profiles';
END;
CREATE TRIGGER chat_profiles_version_au AFTER UPDATE ON chat_profiles BEGIN
    UPDATE list_versions SET v = v + 1 WHERE name = 'chat_profiles';
END;

-- The head is read per role that may chat, in name order, along this index.
CREATE INDEX users_role_sort_idx ON users (role, sort_name, id);
