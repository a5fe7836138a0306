-- The language a person reads the product in, saved on their account so that
-- it follows them into any browser: one of the product's languages, or NULL
-- when they never chose one (the browser's Accept-Language decides then).
ALTER TABLE users ADD COLUMN language TEXT CHECK (language IN ('en', 'fr', 'de', 'pt'));
