-- The cooperative's configuration, edited on /coop/configuration: one row,
-- its settings as a JSON document (app/coopconfig), the logo printed on every
-- PDF by its sum in the file store. Until an admin saves it, the row is
-- absent and the settings are the defaults from the environment.
CREATE TABLE coop_settings (
    id         INTEGER PRIMARY KEY CHECK (id = 1),
    body       TEXT NOT NULL,
    logo_sum   TEXT NOT NULL DEFAULT '',
    logo_type  TEXT NOT NULL DEFAULT '',
    updated_by BIGINT REFERENCES users (id) ON DELETE SET NULL,
    updated_at TIMESTAMP NOT NULL
);
INSERT INTO list_versions (name, v) VALUES ('coop_settings', 0);
CREATE FUNCTION coop_settings_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    UPDATE list_versions SET v = v + 1 WHERE name = 'coop_settings';
    RETURN NULL;
END $$;
CREATE TRIGGER coop_settings_version_any AFTER INSERT OR UPDATE ON coop_settings
    FOR EACH STATEMENT EXECUTE FUNCTION coop_settings_version_bump();
