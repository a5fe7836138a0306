-- The contact inbox's search (app/contact, through db.Matches): the sender's
-- name, the subject and the body through folded(…) (0016), the e-mail through
-- lower(…), along trigram indexes.
CREATE INDEX contact_messages_name_trgm_idx ON contact_messages USING gin (folded(name) gin_trgm_ops);
CREATE INDEX contact_messages_email_trgm_idx ON contact_messages USING gin (lower(email) gin_trgm_ops);
CREATE INDEX contact_messages_subject_trgm_idx ON contact_messages USING gin (folded(subject) gin_trgm_ops);
CREATE INDEX contact_messages_body_trgm_idx ON contact_messages USING gin (folded(body) gin_trgm_ops);

-- The inbox shows the newest first (by the time they were sent: the seed
-- and imports need not insert in that order), under a status or an assignee.
CREATE INDEX contact_messages_created_idx ON contact_messages (created_at, id);
CREATE INDEX contact_messages_status_created_idx ON contact_messages (status, created_at, id);
CREATE INDEX contact_messages_assigned_created_idx ON contact_messages (assigned_to, created_at, id);
CREATE INDEX contact_messages_tiers_created_idx ON contact_messages (tiers_id, created_at, id);
