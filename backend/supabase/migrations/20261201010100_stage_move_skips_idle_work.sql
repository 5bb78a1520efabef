-- A stage move does only the work its change calls for.
--
-- move_applications checks each job of a selection once (a bulk move of 100 cards of one job
-- asked the same access question 100 times) and counts the applications it found while locking
-- them instead of reading them again.
--
-- The before-update guards that only act when other columns change (who applied, the source, the
-- job, a withdrawal) no longer run on a plain stage change: each trigger's WHEN states the
-- condition its function tested first, so the same updates pass and the same ones are refused.

create or replace function public.move_applications(p_application_ids uuid[], p_expected_statuses text[], p_to_status text,
  p_reason text default null, p_send_email boolean default false)
returns table (id uuid, status text, status_changed_at timestamptz, emails_queued integer)
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_count integer := coalesce(cardinality(p_application_ids), 0);
  v_reason text := nullif(btrim(coalesce(p_reason, '')), '');
  v_company uuid;
  v_row record;
  v_stale integer := 0;
  v_stale_status text;
  v_emails integer := 0;
  v_found integer := 0;
  v_workable uuid[] := '{}';
begin
  if p_to_status is null or p_to_status not in ('applied', 'reviewing', 'interview', 'offered', 'hired', 'accepted', 'rejected') then
    raise exception 'Unknown stage: %', coalesce(p_to_status, 'none') using errcode = '22023';
  end if;
  if v_count = 0 or v_count > 100 then
    raise exception 'Choose between 1 and 100 applications to move' using errcode = '22023';
  end if;
  if coalesce(cardinality(p_expected_statuses), 0) <> v_count then
    raise exception 'Give the current stage of every application you move' using errcode = '22023';
  end if;
  if (select count(distinct x) from unnest(p_application_ids) x) <> v_count or array_position(p_application_ids, null) is not null then
    raise exception 'Each application can be moved once per request' using errcode = '22023';
  end if;
  if length(v_reason) > 500 then
    raise exception 'The reason can be at most 500 characters' using errcode = '22023';
  end if;
  if p_to_status = 'rejected' and v_reason is null then
    raise exception 'Choose a reason for the rejection' using errcode = '22023';
  end if;

  -- Locks in id order, so two bulk moves over the same applications cannot deadlock.
  for v_row in
    select a.id, a.status, a.job_id, a.company_id, e.expected
    from public.applications a
    join unnest(p_application_ids, p_expected_statuses) as e (id, expected) on e.id = a.id
    order by a.id
    for update of a
  loop
    v_found := v_found + 1;
    -- each job of the selection is checked once
    if not v_row.job_id = any (v_workable) then
      if not private.can_work_job(v_row.job_id) then
        raise exception 'You do not have permission to move this application' using errcode = '42501';
      end if;
      v_workable := v_workable || v_row.job_id;
    end if;
    if v_company is not null and v_company <> v_row.company_id then
      raise exception 'Move applications of one company at a time' using errcode = '22023';
    end if;
    v_company := v_row.company_id;
    if v_row.status = 'withdrawn' then
      raise exception 'The candidate has withdrawn this application; it can no longer be moved' using errcode = 'PT409';
    end if;
    if v_row.status is distinct from v_row.expected then
      v_stale := v_stale + 1;
      v_stale_status := v_row.status;
    end if;
  end loop;
  if v_found <> v_count then
    raise exception 'Application not found' using errcode = 'P0002';
  end if;
  if v_stale = 1 and v_count = 1 then
    raise exception 'Someone else moved this application to % in the meantime. Nothing was changed; the board now shows its current stage.',
      case v_stale_status when 'applied' then 'New' else private.status_label(v_stale_status) end using errcode = 'PT409';
  elsif v_stale > 0 then
    raise exception '% of the selected applications were moved by someone else in the meantime. Nothing was changed; the board now shows their current stages.',
      v_stale using errcode = 'PT409';
  end if;
  if p_to_status = 'rejected' and not v_reason = any (
      coalesce((select s.rejection_reasons from public.company_pipeline_settings s where s.company_id = v_company),
               private.default_rejection_reasons())) then
    raise exception 'Choose one of the company''s rejection reasons' using errcode = '22023';
  end if;

  perform set_config('portal.stage_reason', coalesce(v_reason, ''), true);
  update public.applications a set status = p_to_status
  where a.id = any (p_application_ids) and a.status <> p_to_status;
  perform set_config('portal.stage_reason', '', true);

  if p_send_email and p_to_status <> 'applied' then
    v_emails := private.queue_stage_emails(p_application_ids, p_to_status);
  end if;

  return query
    select a.id, a.status, a.status_changed_at, v_emails from public.applications a
    where a.id = any (p_application_ids) order by a.id;
end;
$$;

drop trigger applications_guard on public.applications;
create trigger applications_guard before insert on public.applications
  for each row execute function private.guard_applications();
create trigger applications_guard_update before update on public.applications
  for each row when (new.job_id is distinct from old.job_id or new.candidate_id is distinct from old.candidate_id
    or new.source is distinct from old.source or new.applied_by_company_id is distinct from old.applied_by_company_id
    or new.applied_by_vendor_id is distinct from old.applied_by_vendor_id)
  execute function private.guard_applications();

drop trigger applications_guard_withdrawal on public.applications;
create trigger applications_guard_withdrawal before update of status on public.applications
  for each row when (new.status is distinct from old.status and (new.status = 'withdrawn' or old.status = 'withdrawn'))
  execute function private.guard_withdrawal();

-- The label follows the source; any other update keeps it as it was.
drop trigger applications_source_label on public.applications;
create trigger applications_source_label before insert on public.applications
  for each row execute function private.set_application_source_label();
create trigger applications_source_label_update before update on public.applications
  for each row when (new.source_label is distinct from old.source_label or new.source is distinct from old.source
    or new.applied_by_vendor_id is distinct from old.applied_by_vendor_id)
  execute function private.set_application_source_label();
