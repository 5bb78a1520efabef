-- A vendor hears of a job when it is released to them, not before: a tier 1 assignment (or one
-- whose delays have already passed) is announced when it is made, a later tier when its release
-- time arrives, by a scheduled call of public.announce_vendor_releases() (every minute; the local
-- stack's scheduler, Supabase Cron on a hosted project). Removing an assignment the vendor never
-- saw tells them nothing. The company sets its tier delays in whole hours through
-- public.set_vendor_tier_delays.

alter table public.vendor_job_assignments add column release_notified_at timestamptz;
-- Assignments made so far were announced when they were made.
update public.vendor_job_assignments set release_notified_at = created_at;
create index vendor_job_assignments_release_pending_idx on public.vendor_job_assignments (created_at)
  where release_notified_at is null;

-- On assignment, and when its tier or start moves: announced now if released by now, else not yet.
-- (Runs after vendor_job_assignments_tier, which fixes the start for API callers.)
create or replace function private.vendor_release_notice_due()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if private.vendor_assignment_released(new) then
    new.release_notified_at := case when tg_op = 'UPDATE' then coalesce(old.release_notified_at, now()) else now() end;
  else
    new.release_notified_at := null;
  end if;
  return new;
end;
$$;
revoke all on function private.vendor_release_notice_due() from public, anon, authenticated;

create trigger vendor_job_assignments_tier_release before insert or update of tier, created_at
  on public.vendor_job_assignments for each row execute function private.vendor_release_notice_due();

-- The vendor's admins (and the recruiter it names) are told when the job reaches them and when a
-- job they saw is taken back.
create or replace function private.vendor_job_assignments_live()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_row public.vendor_job_assignments := case when tg_op = 'DELETE' then old else new end;
  v_job record;
  v_user uuid;
  v_title text;
  v_message text;
begin
  select j.title, j.company_id, c.name as company_name into v_job
  from public.jobs j join public.companies c on c.id = j.company_id where j.id = v_row.job_id;
  if tg_op = 'INSERT' and new.release_notified_at is not null then
    v_title := 'Job assigned';
    v_message := format('%s assigned %s to your agency.', v_job.company_name, v_job.title);
  elsif tg_op = 'UPDATE' and old.release_notified_at is null and new.release_notified_at is not null then
    v_title := 'Job released to your agency';
    v_message := format('%s released %s to your agency (tier %s).', v_job.company_name, v_job.title, new.tier);
  elsif tg_op = 'DELETE' and old.release_notified_at is not null then
    v_title := 'Job released';
    v_message := format('%s released %s from your agency.', v_job.company_name, v_job.title);
  end if;
  if v_title is not null and v_job.title is not null then
    for v_user in
      select u from private.vendor_admin_user_ids(v_row.vendor_id) as u
      union
      select tvu.user_id from public.talent_vendor_users tvu where tvu.id = v_row.assigned_to_recruiter_id
    loop
      perform private.notify(v_user, 'job_assignment', v_title, v_message, '/talent-vendor/dashboard',
        jsonb_build_object('job_id', v_row.job_id, 'vendor_id', v_row.vendor_id));
    end loop;
  end if;
  perform private.signal('vendor:' || v_row.vendor_id, 'vendor_job_assignments', tg_op);
  if v_job.company_id is not null then
    perform private.signal('company:' || v_job.company_id, 'vendor_job_assignments', tg_op);
  end if;
  return null;
end;
$$;

-- Announces every assignment whose release time has come; returns how many. Scheduler only.
create or replace function public.announce_vendor_releases()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_count integer;
begin
  update public.vendor_job_assignments vja set release_notified_at = now()
  where vja.release_notified_at is null and private.vendor_assignment_released(vja);
  get diagnostics v_count = row_count;
  return v_count;
end;
$$;
revoke all on function public.announce_vendor_releases() from public, anon, authenticated;
grant execute on function public.announce_vendor_releases() to service_role;

-- The company's tier delays in whole hours (defaults filled in), for its staff.
create or replace function public.get_vendor_tier_delays()
returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  v_company uuid := (select ids.id from private.company_ids_with_role() ids (id) limit 1);
begin
  if v_company is null then
    raise exception 'Only company staff can view the vendor release delays' using errcode = '42501';
  end if;
  return (
    select jsonb_build_object(
      'tier2_hours', (extract(epoch from coalesce(s.vendor_tier2_delay, interval '48 hours')) / 3600)::int,
      'tier3_hours', (extract(epoch from coalesce(s.vendor_tier3_delay, interval '48 hours')) / 3600)::int)
    from (select 1) one
    left join public.company_pipeline_settings s on s.company_id = v_company);
end;
$$;
revoke all on function public.get_vendor_tier_delays() from public, anon;
grant execute on function public.get_vendor_tier_delays() to authenticated;

-- Company and subscription admins of an active company set both delays: whole hours, 0 to 2160
-- (90 days). A change applies at each vendor's next request.
create or replace function public.set_vendor_tier_delays(p_tier2_hours integer, p_tier3_hours integer)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_company uuid := (select ids.id from private.active_company_ids(array['company_admin', 'subscription_admin']) ids (id)
                     limit 1);
begin
  if v_company is null then
    raise exception 'Only company admins can change the vendor release delays' using errcode = '42501';
  end if;
  if p_tier2_hours is null or p_tier2_hours not between 0 and 2160 then
    raise exception 'The tier 2 delay must be between 0 and 2160 hours (90 days)' using errcode = '22023';
  end if;
  if p_tier3_hours is null or p_tier3_hours not between 0 and 2160 then
    raise exception 'The tier 3 delay must be between 0 and 2160 hours (90 days)' using errcode = '22023';
  end if;
  insert into public.company_pipeline_settings as s (company_id, rejection_reasons, vendor_tier2_delay, vendor_tier3_delay)
  values (v_company, private.default_rejection_reasons(), make_interval(hours => p_tier2_hours),
          make_interval(hours => p_tier3_hours))
  on conflict (company_id) do update
    set vendor_tier2_delay = excluded.vendor_tier2_delay, vendor_tier3_delay = excluded.vendor_tier3_delay;
  return jsonb_build_object('tier2_hours', p_tier2_hours, 'tier3_hours', p_tier3_hours);
end;
$$;
revoke all on function public.set_vendor_tier_delays(integer, integer) from public, anon;
grant execute on function public.set_vendor_tier_delays(integer, integer) to authenticated;
