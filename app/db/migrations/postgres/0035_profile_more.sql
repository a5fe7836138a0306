-- What a profile's "recently" reads: the comments a person wrote, newest
-- first, and the tasks assigned to them that are done, by their last change.
CREATE INDEX post_comments_author_idx ON post_comments (author_id, id);
CREATE INDEX tasks_assignee_done_idx ON tasks (assignee_id, updated_at) WHERE is_completed AND NOT is_deleted;
