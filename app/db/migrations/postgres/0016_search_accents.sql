-- Searches ignore accents and case ("assemblee" finds "Assemblée générale",
-- app/db/search.go), still along trigram (pg_trgm) indexes for LIKE '%…%':
-- names through their sort keys (0015), usernames and e-mail addresses through
-- lower(…), and mail subjects through folded(…). folded is lower(unaccent(…))
-- ("Œuvre" → "oeuvre"), declared immutable so that an index may use it; it
-- names its dictionary's schema so that it reads the same whatever the search
-- path.
CREATE EXTENSION IF NOT EXISTS unaccent SCHEMA public;
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE FUNCTION folded(text) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
    AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, $1)) $$;

-- Mail subjects.
DROP INDEX emails_subject_trgm_idx;
CREATE INDEX emails_subject_trgm_idx ON emails USING gin (folded(subject) gin_trgm_ops);

-- People: name (its key), username and e-mail (the navbar's people search looks through it).
DROP INDEX users_full_name_trgm_idx;
CREATE INDEX users_sort_name_trgm_idx ON users USING gin (sort_name gin_trgm_ops);
CREATE INDEX users_email_trgm_idx ON users USING gin (lower(email) gin_trgm_ops);

-- Invoice clients: name (its key) and e-mail.
DROP INDEX clients_name_trgm_idx;
CREATE INDEX clients_sort_name_trgm_idx ON clients USING gin (sort_name gin_trgm_ops);
