-- The register's search (app/registry, list.go): a tiers is found by its name
-- (its sort key), e-mail, SIREN or city, whatever the accents and case. The
-- clients' full-text index gains the SIREN and the city, the city with its
-- ligatures spelled out and typographic apostrophes written plain, as 0016
-- does for subjects (the trigram tokenizer removes accents but keeps "œ"
-- whole). The invoice app's client search keeps to the name and the e-mail
-- (app/invoice, clientSearch names its columns).
DROP TRIGGER clients_fts_ai;
DROP TRIGGER clients_fts_ad;
DROP TRIGGER clients_fts_au;
DROP TABLE clients_fts;
CREATE VIRTUAL TABLE clients_fts USING fts5(sort_name, email, siren, city, content='', contentless_delete=1, tokenize='trigram remove_diacritics 1');
INSERT INTO clients_fts (rowid, sort_name, email, siren, city)
    SELECT id, sort_name, email, siren, replace(replace(replace(replace(replace(city, 'œ', 'oe'), 'Œ', 'OE'), 'æ', 'ae'), 'Æ', 'AE'), '’', '''') FROM clients;
CREATE TRIGGER clients_fts_ai AFTER INSERT ON clients BEGIN
    INSERT INTO clients_fts (rowid, sort_name, email, siren, city)
        VALUES (new.id, new.sort_name, new.email, new.siren, replace(replace(replace(replace(replace(new.city, 'œ', 'oe'), 'Œ', 'OE'), 'æ', 'ae'), 'Æ', 'AE'), '’', ''''));
END;
CREATE TRIGGER clients_fts_ad AFTER DELETE ON clients BEGIN
    DELETE FROM clients_fts WHERE rowid = old.id;
END;
CREATE TRIGGER clients_fts_au AFTER UPDATE OF sort_name, email, siren, city ON clients BEGIN
    DELETE FROM clients_fts WHERE rowid = old.id;
    INSERT INTO clients_fts (rowid, sort_name, email, siren, city)
        VALUES (new.id, new.sort_name, new.email, new.siren, replace(replace(replace(replace(replace(new.city, 'œ', 'oe'), 'Œ', 'OE'), 'æ', 'ae'), 'Æ', 'AE'), '’', ''''));
END;

-- The register's version (db.Version "tiers"): every write to a tiers moves
-- it, so the lists' totals and stat cards are kept until the next write.
INSERT INTO list_versions (name, v) VALUES ('tiers', 0);
CREATE TRIGGER tiers_version_ai AFTER INSERT ON clients BEGIN
    UPDATE list_versions SET v = v + 1 WHERE name = 'tiers';
END;
CREATE TRIGGER tiers_version_au AFTER UPDATE ON clients BEGIN
    UPDATE list_versions SET v = v + 1 WHERE name = 'tiers';
END;
CREATE TRIGGER tiers_version_ad AFTER DELETE ON clients BEGIN
    UPDATE list_versions SET v = v + 1 WHERE name = 'tiers';
END;

-- The roles' lists read by kind too (the stat cards).
CREATE INDEX clients_kind_idx ON clients (kind, is_client);
