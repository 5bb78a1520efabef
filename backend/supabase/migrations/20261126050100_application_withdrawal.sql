-- A candidate may withdraw an application while it is still open. The status becomes 'withdrawn':
-- the company sees it as such and it leaves the pipeline's active columns.
alter table public.applications drop constraint applications_status_check;
alter table public.applications add constraint applications_status_check
  check (status in ('applied', 'reviewing', 'interview', 'offered', 'hired', 'accepted', 'rejected', 'withdrawn'));

create or replace function private.status_label(p_status text)
returns text
language sql immutable
set search_path = ''
as $$
  select case p_status
    when 'applied' then 'Applied'
    when 'reviewing' then 'Under Review'
    when 'interview' then 'Interview'
    when 'offered' then 'Offered'
    when 'hired' then 'Hired'
    when 'rejected' then 'Not Selected'
    when 'withdrawn' then 'Withdrawn'
    else p_status
  end
$$;

-- Only the candidate withdraws (through withdraw_application, whose definer rights pass this
-- check), and nobody sets or leaves 'withdrawn' through the API.
create or replace function private.guard_withdrawal()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if private.is_api_caller() and not private.is_platform_admin()
     and new.status is distinct from old.status
     and (new.status = 'withdrawn' or old.status = 'withdrawn') then
    raise exception 'Only the candidate can withdraw an application, and a withdrawn application stays withdrawn'
      using errcode = '42501';
  end if;
  return new;
end;
$$;

create trigger applications_guard_withdrawal before update of status on public.applications
  for each row execute function private.guard_withdrawal();

-- Withdraws the caller's own application with an optional reason (kept in the stage history).
create or replace function public.withdraw_application(p_application_id uuid, p_reason text default null)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_status text;
  v_reason text := nullif(btrim(coalesce(p_reason, '')), '');
begin
  if length(v_reason) > 500 then
    raise exception 'The reason can be at most 500 characters' using errcode = '22023';
  end if;
  select a.status into v_status from public.applications a
  where a.id = p_application_id and a.candidate_id in (select private.own_candidate_ids())
  for update;
  if not found then
    raise exception 'Application not found' using errcode = 'P0002';
  end if;
  if v_status in ('hired', 'accepted', 'rejected', 'withdrawn') then
    raise exception 'This application is closed and can no longer be withdrawn' using errcode = 'PT409';
  end if;
  perform set_config('portal.stage_reason', coalesce(v_reason, ''), true);
  update public.applications set status = 'withdrawn' where id = p_application_id;
  perform set_config('portal.stage_reason', '', true);
end;
$$;
revoke all on function public.withdraw_application(uuid, text) from public, anon;
grant execute on function public.withdraw_application(uuid, text) to authenticated, service_role;
