-- Concurrent stage moves in one company waited for each other: every move updated two rows that
-- all of them share, the company's audit chain head and the mover's activity row for the job and
-- day, and held both from the move's trigger until its commit (the rest of the move, the live
-- updates, the notification and the commit itself). Both are now written by deferred triggers, at
-- commit, in the same transaction: a move that rolls back still records nothing, and each entry
-- and count is what it was, only written last.

-- The stage history's facts row stays immediate (one row per application, nobody else's); the
-- activity count moves to its own trigger below.
create or replace function private.report_facts_on_history()
returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  v_rank smallint := private.report_stage_rank(new.to_status);
begin
  if new.from_status is null then
    insert into private.application_report_facts
      (application_id, company_id, job_id, applied_at, source, vendor_id, status, status_since)
    select a.id, a.company_id, a.job_id, a.applied_at, a.source, a.applied_by_vendor_id, new.to_status, new.created_at
    from public.applications a where a.id = new.application_id
    on conflict (application_id) do nothing;
    return null;
  end if;

  update private.application_report_facts f set
    applied_secs = case when f.status = 'applied'
      then coalesce(f.applied_secs, 0) + greatest(extract(epoch from new.created_at - f.status_since), 0) else f.applied_secs end,
    reviewing_secs = case when f.status = 'reviewing'
      then coalesce(f.reviewing_secs, 0) + greatest(extract(epoch from new.created_at - f.status_since), 0) else f.reviewing_secs end,
    interview_secs = case when f.status = 'interview'
      then coalesce(f.interview_secs, 0) + greatest(extract(epoch from new.created_at - f.status_since), 0) else f.interview_secs end,
    offered_secs = case when f.status = 'offered'
      then coalesce(f.offered_secs, 0) + greatest(extract(epoch from new.created_at - f.status_since), 0) else f.offered_secs end,
    furthest = greatest(f.furthest, coalesce(v_rank, 0)),
    hired_at = case when v_rank = 5 then coalesce(f.hired_at, new.created_at) else f.hired_at end,
    status = new.to_status,
    status_since = new.created_at
  where f.application_id = new.application_id;
  return null;
end;
$$;

-- The mover's activity for the job and day (moves, advanced, rejected, hired), counted at commit.
create or replace function private.report_activity_on_history()
returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  v_rank smallint := private.report_stage_rank(new.to_status);
begin
  insert into private.report_activity_daily as d (job_id, actor_id, day, company_id, moves, advanced, rejected, hired)
  select f.job_id, new.actor_id, (new.created_at at time zone 'UTC')::date, f.company_id, 1,
         (coalesce(v_rank, 0) > coalesce(private.report_stage_rank(new.from_status), 0))::int,
         (new.to_status = 'rejected')::int, (coalesce(v_rank, 0) = 5)::int
  from private.application_report_facts f
  where f.application_id = new.application_id and f.job_id is not null
  on conflict (job_id, actor_id, day) do update set
    moves = d.moves + 1, advanced = d.advanced + excluded.advanced,
    rejected = d.rejected + excluded.rejected, hired = d.hired + excluded.hired;
  return null;
end;
$$;
revoke all on function private.report_activity_on_history() from public, anon, authenticated;

create constraint trigger application_stage_history_report_activity
  after insert on public.application_stage_history
  deferrable initially deferred
  for each row when (new.from_status is not null and new.actor_id is not null)
  execute function private.report_activity_on_history();

drop trigger audit_application_stage on public.applications;
create constraint trigger audit_application_stage
  after update of status on public.applications
  deferrable initially deferred
  for each row when (old.status is distinct from new.status)
  execute function private.audit_application_stage();
