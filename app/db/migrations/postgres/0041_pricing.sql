-- The plans of the pricing page (app/pricing): prices in cents, the texts in
-- French and in English side by side (benefits one per line), and at most
-- one plan marked popular. Users are on a plan by users.current_plan = code.
-- The pricing FAQ is written per language, ordered by position.
CREATE TABLE pricing_plans (
    id                 BIGSERIAL PRIMARY KEY,
    code               TEXT NOT NULL UNIQUE,
    title_fr           TEXT NOT NULL DEFAULT '',
    title_en           TEXT NOT NULL DEFAULT '',
    subtitle_fr        TEXT NOT NULL DEFAULT '',
    subtitle_en        TEXT NOT NULL DEFAULT '',
    benefits_fr        TEXT NOT NULL DEFAULT '',
    benefits_en        TEXT NOT NULL DEFAULT '',
    monthly_cents      BIGINT NOT NULL CHECK (monthly_cents >= 0),
    yearly_month_cents BIGINT NOT NULL CHECK (yearly_month_cents >= 0 AND yearly_month_cents <= monthly_cents),
    popular            BOOLEAN NOT NULL DEFAULT FALSE,
    position           INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE pricing_faq (
    id       BIGSERIAL PRIMARY KEY,
    lang     TEXT NOT NULL CHECK (lang IN ('fr', 'en')),
    question TEXT NOT NULL,
    answer   TEXT NOT NULL,
    position INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX pricing_faq_lang_idx ON pricing_faq (lang, position, id);
