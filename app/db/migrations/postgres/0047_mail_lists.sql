-- Mail lists read along their indexes at any mailbox size (app/mail/list.go).
-- A label's rows carry the owner of the mail they label, written with them
-- (a mail never changes mailbox), so a label's page is read newest first
-- from (owner_id, label, email_id) instead of testing every mail of the
-- mailbox for the label.
ALTER TABLE email_labels ADD COLUMN owner_id BIGINT;
UPDATE email_labels l SET owner_id = e.owner_id FROM emails e WHERE e.id = l.email_id;
ALTER TABLE email_labels ALTER COLUMN owner_id SET NOT NULL;
DROP INDEX email_labels_label_idx;
CREATE INDEX email_labels_owner_idx ON email_labels (owner_id, label, email_id);

-- The subject folded (0016's folded: lower-case, no accents), kept by the
-- database beside it: a search tests the newest mails' folded subjects
-- without unaccenting each (app/mail/search.go), and the trigram index on it
-- gives the rarer matches below them.
ALTER TABLE emails ADD COLUMN subject_folded TEXT GENERATED ALWAYS AS (folded(subject)) STORED;
DROP INDEX emails_subject_trgm_idx;
CREATE INDEX emails_subject_trgm_idx ON emails USING gin (subject_folded gin_trgm_ops);
DROP INDEX emails_owner_folder_idx;
CREATE INDEX emails_owner_folder_idx ON emails (owner_id, folder, id) INCLUDE (subject_folded);
