-- The register's search (app/registry, list.go): a tiers is found by its name
-- (its sort key), e-mail, SIREN or city, whatever the accents and case, along
-- trigram indexes: the name's key and lower(email) have theirs (0016, 0007);
-- the SIREN (digits) through lower(siren), the city through folded(city).
CREATE INDEX clients_siren_trgm_idx ON clients USING gin (lower(siren) gin_trgm_ops);
CREATE INDEX clients_city_trgm_idx ON clients USING gin (folded(city) gin_trgm_ops);

-- The register's version (db.Version "tiers"): every write to a tiers moves
-- it, so the lists' totals and stat cards are kept until the next write.
INSERT INTO list_versions (name, v) VALUES ('tiers', 0);
CREATE FUNCTION tiers_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    UPDATE list_versions SET v = v + 1 WHERE name = 'tiers';
    RETURN NULL;
END $$;
CREATE TRIGGER tiers_version_any AFTER INSERT OR UPDATE OR DELETE ON clients
    FOR EACH STATEMENT EXECUTE FUNCTION tiers_version_bump();

-- The roles' lists read by kind too (the stat cards).
CREATE INDEX clients_kind_idx ON clients (kind, is_client);
