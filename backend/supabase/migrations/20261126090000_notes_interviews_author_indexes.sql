-- Deleting a user sets these references to null; without an index each deletion scans the table.
create index notes_author_idx on public.notes (author_id);
create index interviews_scheduled_by_idx on public.interviews (scheduled_by);
