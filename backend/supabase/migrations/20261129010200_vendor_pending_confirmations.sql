-- The vendor's list of submissions held for the candidate's confirmation: members read when the
-- e-mail went out (sent_at) beside what they already read, and their dashboard refreshes when a
-- request is made, mailed, confirmed, declined or lapses.
grant select (sent_at) on public.representation_requests to authenticated;

create or replace function private.representation_requests_live()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.signal('vendor:' || new.vendor_id, 'representation_requests', tg_op);
  return null;
end;
$$;
revoke execute on function private.representation_requests_live() from public, anon, authenticated;

create trigger representation_requests_live after insert or update on public.representation_requests
  for each row execute function private.representation_requests_live();
