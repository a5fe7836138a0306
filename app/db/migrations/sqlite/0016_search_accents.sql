-- Searches ignore accents and case ("assemblee" finds "Assemblée générale",
-- app/db/search.go). The trigram indexes hold the names' sort keys (0015),
-- usernames and e-mail addresses, and the mail subjects with their ligatures
-- spelled out ("Œuvre" as "OEuvre"), the letters the tokenizer keeps (ø, ł, đ,
-- ħ, ı) written plain and typographic apostrophes as "'", as PostgreSQL's
-- unaccent does (db.spellLigatures does the same to the query); their tokenizer folds accents and case
-- away (remove_diacritics). They keep only that text (contentless) and lose a
-- row by its id. The people index also holds the e-mail, which the navbar's
-- people search looks through.

-- Mail subjects.
DROP TRIGGER emails_subject_ai;
DROP TRIGGER emails_subject_ad;
DROP TRIGGER emails_subject_au;
DROP TABLE emails_subject_fts;
CREATE VIRTUAL TABLE emails_subject_fts USING fts5(subject, content='', contentless_delete=1, tokenize='trigram remove_diacritics 1');
INSERT INTO emails_subject_fts (rowid, subject) SELECT id, replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(subject, 'œ', 'oe'), 'Œ', 'OE'), 'æ', 'ae'), 'Æ', 'AE'), 'ß', 'ss'), 'ø', 'o'), 'Ø', 'O'), 'ł', 'l'), 'Ł', 'L'), 'đ', 'd'), 'Đ', 'D'), 'ħ', 'h'), 'Ħ', 'H'), 'ı', 'i'), '‘', ''''), '’', ''''), 'ʼ', '''') FROM emails;
CREATE TRIGGER emails_subject_ai AFTER INSERT ON emails BEGIN
    INSERT INTO emails_subject_fts (rowid, subject) VALUES (new.id, replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(new.subject, 'œ', 'oe'), 'Œ', 'OE'), 'æ', 'ae'), 'Æ', 'AE'), 'ß', 'ss'), 'ø', 'o'), 'Ø', 'O'), 'ł', 'l'), 'Ł', 'L'), 'đ', 'd'), 'Đ', 'D'), 'ħ', 'h'), 'Ħ', 'H'), 'ı', 'i'), '‘', ''''), '’', ''''), 'ʼ', ''''));
END;
CREATE TRIGGER emails_subject_ad AFTER DELETE ON emails BEGIN
    DELETE FROM emails_subject_fts WHERE rowid = old.id;
END;
CREATE TRIGGER emails_subject_au AFTER UPDATE OF subject ON emails BEGIN
    DELETE FROM emails_subject_fts WHERE rowid = old.id;
    INSERT INTO emails_subject_fts (rowid, subject) VALUES (new.id, replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(new.subject, 'œ', 'oe'), 'Œ', 'OE'), 'æ', 'ae'), 'Æ', 'AE'), 'ß', 'ss'), 'ø', 'o'), 'Ø', 'O'), 'ł', 'l'), 'Ł', 'L'), 'đ', 'd'), 'Đ', 'D'), 'ħ', 'h'), 'Ħ', 'H'), 'ı', 'i'), '‘', ''''), '’', ''''), 'ʼ', ''''));
END;

-- People: name (its key), username and e-mail.
DROP TRIGGER users_fts_ai;
DROP TRIGGER users_fts_ad;
DROP TRIGGER users_fts_au;
DROP TABLE users_fts;
CREATE VIRTUAL TABLE users_fts USING fts5(sort_name, username, email, content='', contentless_delete=1, tokenize='trigram remove_diacritics 1');
INSERT INTO users_fts (rowid, sort_name, username, email) SELECT id, sort_name, username, email FROM users;
CREATE TRIGGER users_fts_ai AFTER INSERT ON users BEGIN
    INSERT INTO users_fts (rowid, sort_name, username, email) VALUES (new.id, new.sort_name, new.username, new.email);
END;
CREATE TRIGGER users_fts_ad AFTER DELETE ON users BEGIN
    DELETE FROM users_fts WHERE rowid = old.id;
END;
CREATE TRIGGER users_fts_au AFTER UPDATE OF sort_name, username, email ON users BEGIN
    DELETE FROM users_fts WHERE rowid = old.id;
    INSERT INTO users_fts (rowid, sort_name, username, email) VALUES (new.id, new.sort_name, new.username, new.email);
END;

-- Invoice clients: name (its key) and e-mail.
DROP TRIGGER clients_fts_ai;
DROP TRIGGER clients_fts_ad;
DROP TRIGGER clients_fts_au;
DROP TABLE clients_fts;
CREATE VIRTUAL TABLE clients_fts USING fts5(sort_name, email, content='', contentless_delete=1, tokenize='trigram remove_diacritics 1');
INSERT INTO clients_fts (rowid, sort_name, email) SELECT id, sort_name, email FROM clients;
CREATE TRIGGER clients_fts_ai AFTER INSERT ON clients BEGIN
    INSERT INTO clients_fts (rowid, sort_name, email) VALUES (new.id, new.sort_name, new.email);
END;
CREATE TRIGGER clients_fts_ad AFTER DELETE ON clients BEGIN
    DELETE FROM clients_fts WHERE rowid = old.id;
END;
CREATE TRIGGER clients_fts_au AFTER UPDATE OF sort_name, email ON clients BEGIN
    DELETE FROM clients_fts WHERE rowid = old.id;
    INSERT INTO clients_fts (rowid, sort_name, email) VALUES (new.id, new.sort_name, new.email);
END;
