-- Mail moved to the trash remembers the folder it came from, so that Undo and
-- Restore put it back there.
ALTER TABLE emails ADD COLUMN trashed_from TEXT NOT NULL DEFAULT '';
